// Loads the German demo content from files/ through the services the admin screens use.
// Idempotent and respectful of admin edits: glossary terms, news, knowledge articles, quiz categories and questions
// are found by their unique name, term, title or question text and never updated; a course or a
// video section that already exists (by title) is left alone together with its children, except
// that demo videos of earlier starter content lose their placeholder address and operator note
// (upgradeStarterContent, also run on every start). The instructors are static data and are
// brought up to date.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { VideoFileType } from '@common/schemas/video-management';
import type { Database } from '../../db/client';
import { courses, instructors, videoSections, videos } from '../../db/schema';
import { upsertInstructor } from '../../features/booking/booking.service';
import { createCourseWithChapters } from '../../features/courses/courses.service';
import { createQuizCategory, importQuestionsCsv } from '../../features/exam-admin/exam-admin.service';
import { createKnowledgeArticle } from '../../features/knowledge/knowledge.service';
import { createLexiconTerm } from '../../features/lexicon/lexicon.service';
import { createNewsItem } from '../../features/news/news.service';
import { newVideoFileKey } from '../../features/videos/video-files.service';
import { createVideo, createVideoSection } from '../../features/videos/videos.service';
import type { MediaStorage } from '../../media/media-storage';
import { DEMO_MEDIA_DIR, loadDemoContent, type DemoContent, type DemoTranslations } from './load-demo-content';

export interface DemoSeedCounts {
  quizCategories: number;
  quizQuestions: number;
  lexicon: number;
  courses: number;
  chapters: number;
  chapterQuizzes: number;
  videoSections: number;
  videos: number;
  videoQuizzes: number;
  /** Demo clips stored through the media storage. */
  videoFiles: number;
  news: number;
  knowledgeArticles: number;
  /** Instructors inserted or brought up to date. */
  instructors: number;
}

export async function seedDemoContent({
  db,
  media,
  content = loadDemoContent(),
}: {
  db: Database;
  media: MediaStorage;
  content?: DemoContent;
}): Promise<DemoSeedCounts> {
  const counts: DemoSeedCounts = {
    quizCategories: 0,
    quizQuestions: 0,
    lexicon: 0,
    courses: 0,
    chapters: 0,
    chapterQuizzes: 0,
    videoSections: 0,
    videos: 0,
    videoQuizzes: 0,
    videoFiles: 0,
    news: 0,
    knowledgeArticles: 0,
    instructors: 0,
  };

  // each item's Turkish and English versions, looked up by its German key; stored as current when the item is created
  const versions = translationLookup(content.translations);

  for (const category of content.quizCategories) {
    const { status } = await createQuizCategory({
      db,
      category: { ...category, translations: versions((files) => files['quiz-categories.json'][category.name]) },
    });
    if (status === 'created') counts.quizCategories++;
  }
  const imported = await importQuestionsCsv({ db, csv: content.quizQuestionsCsv });
  if (!imported.ok) throw new Error(`demo content quiz-questions.csv: ${imported.error} ${imported.missingColumns?.join(', ') ?? ''}`);
  const broken = imported.problems.filter((problem) => problem.outcome !== 'duplicate');
  if (broken.length > 0) throw new Error(`demo content quiz-questions.csv: ${JSON.stringify(broken)}`);
  counts.quizQuestions = imported.imported;
  counts.quizCategories += imported.createdCategories.length;

  for (const term of content.lexicon) {
    const translations = versions((files) => files['lexicon.json'][term.term]);
    if ((await createLexiconTerm({ db, term: { ...term, translations } })).status === 'created') counts.lexicon++;
  }

  for (const course of content.courses) {
    const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, course.title)).limit(1);
    if (existing) continue;
    const courseVersion = (files: DemoTranslations['tr']) => files['courses.json'][course.title];
    const created = await createCourseWithChapters({
      db,
      course: {
        ...course,
        translations: versions((files) => fieldsOf(courseVersion(files), ['title', 'description'])),
        chapters: course.chapters.map((chapter) => {
          const chapterVersion = (files: DemoTranslations['tr']) => courseVersion(files)?.chapters[chapter.title];
          return {
            ...chapter,
            translations: versions((files) => fieldsOf(chapterVersion(files), ['title', 'content'])),
            quizzes: chapter.quizzes.map((quiz) => ({
              ...quiz,
              translations: versions((files) => chapterVersion(files)?.quizzes[quiz.question]),
            })),
          };
        }),
      },
    });
    counts.courses++;
    counts.chapters += created.chapters;
    counts.chapterQuizzes += created.quizzes;
  }

  for (const section of content.videoSections) {
    const [existing] = await db.select({ id: videoSections.id }).from(videoSections).where(eq(videoSections.title, section.title)).limit(1);
    if (existing) continue;
    // videos an admin moved to another section, or whose section was renamed, are not added again
    const known = await db
      .select({ title: videos.title })
      .from(videos)
      .where(
        inArray(
          videos.title,
          section.videos.map((video) => video.title),
        ),
      );
    const knownTitles = new Set(known.map((row) => row.title));
    const missing = section.videos.filter((video) => !knownTitles.has(video.title));
    if (missing.length === 0) continue;
    const sectionVersion = (files: DemoTranslations['tr']) => files['videos.json'][section.title];
    const { id: sectionId } = await createVideoSection({
      db,
      section: { ...section, translations: versions((files) => fieldsOf(sectionVersion(files), ['title', 'description'])) },
    });
    counts.videoSections++;
    for (const video of missing) {
      const videoVersion = (files: DemoTranslations['tr']) => sectionVersion(files)?.videos[video.title];
      const created = await createVideo({
        db,
        video: {
          ...video,
          sectionId,
          translations: versions((files) => fieldsOf(videoVersion(files), ['title', 'description'])),
          quizzes: video.quizzes.map((quiz) => ({
            ...quiz,
            translations: versions((files) => videoVersion(files)?.quizzes[quiz.question]),
          })),
        },
      });
      counts.videos++;
      counts.videoQuizzes += created.quizzes;
    }
  }

  counts.videoFiles = await storeDemoVideoFiles({ db, media, content });
  await removeRetiredVideoNotes({ db, content });

  for (const item of content.news) {
    const translations = versions((files) => files['news.json'][item.title]);
    if ((await createNewsItem({ db, item: { ...item, translations } })).status === 'created') counts.news++;
  }
  for (const article of content.knowledgeArticles) {
    const translations = versions((files) => files['knowledge-articles.json'][article.title]);
    if ((await createKnowledgeArticle({ db, article: { ...article, translations } })).status === 'created') counts.knowledgeArticles++;
  }
  for (const instructor of content.instructors) {
    if ((await upsertInstructor({ db, instructor })).status !== 'unchanged') counts.instructors++;
  }
  return counts;
}

/** Picks an item's version in each language from the translation files; undefined where none has one. */
function translationLookup(translations: DemoTranslations | undefined) {
  return <V>(pick: (files: DemoTranslations['tr']) => V | undefined): Partial<Record<'tr' | 'en', V>> | undefined => {
    if (!translations) return undefined;
    const result: Partial<Record<'tr' | 'en', V>> = {};
    for (const language of ['tr', 'en'] as const) {
      const version = pick(translations[language]);
      if (version !== undefined) result[language] = version;
    }
    return Object.keys(result).length > 0 ? result : undefined;
  };
}

/** The named fields of a version (a course's or a section's, without its chapters or videos). */
function fieldsOf<V extends object, K extends keyof V>(version: V | undefined, keys: readonly K[]): Pick<V, K> | undefined {
  if (!version) return undefined;
  const picked = {} as Pick<V, K>;
  for (const key of keys) picked[key] = version[key];
  return picked;
}

const TYPE_BY_EXTENSION: Record<string, VideoFileType> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };

/**
 * The web address every video but the first had in the starter content before its clips: example.org
 * (reserved by RFC 2606) serves no video, so such a row showed learners a note that it cannot be
 * embedded. A demo video still carrying it gets its clip like a video without address.
 */
const PLACEHOLDER_URL_PATTERN = 'https://example.org/%';

/** Operator notes earlier starter content put where learners read them; taken out of rows that still carry them. */
const RETIRED_VIDEO_NOTE = ' Platzhalter: Hier können Sie Ihre eigene Aufzeichnung zu diesem Thema hinterlegen.';
const RETIRED_INSTRUCTOR_EXPERIENCE =
  'Beispielangabe für die Demo – ersetzen Sie dieses Profil durch eine reale Beraterin oder einen realen Berater.';

/**
 * Gives each demo video that should play a clip, and has neither a file nor a web address of its
 * own (none, or the old placeholder address), its clip. Runs over existing rows too, so a seed
 * interrupted between the row and the file completes on the next run; a video an admin gave
 * another web address or another file is left alone.
 */
async function storeDemoVideoFiles({ db, media, content }: { db: Database; media: MediaStorage; content: DemoContent }) {
  let stored = 0;
  const waitingFor = (title: string) =>
    and(eq(videos.title, title), isNull(videos.fileKey), or(eq(videos.url, ''), like(videos.url, PLACEHOLDER_URL_PATTERN)));
  for (const video of content.videoSections.flatMap((section) => section.videos)) {
    if (!video.file) continue;
    const waiting = await db.select({ id: videos.id }).from(videos).where(waitingFor(video.title));
    for (const { id } of waiting) {
      const file = path.join(DEMO_MEDIA_DIR, video.file);
      const type = TYPE_BY_EXTENSION[path.extname(file)]!;
      const { size } = await fs.promises.stat(file);
      const key = newVideoFileKey(id, type);
      await media.put(key, fs.createReadStream(file), { contentType: type, size });
      // two servers starting at once both store a clip; the row takes one, the other file goes again
      const updated = await db
        .update(videos)
        .set({ url: '', fileKey: key, fileType: type, fileSize: size })
        .where(and(eq(videos.id, id), waitingFor(video.title)))
        .returning({ id: videos.id });
      if (updated.length === 0) await media.delete(key);
      else stored++;
    }
  }
  return stored;
}

/** Takes the retired operator note out of the demo videos' descriptions; answers how many changed. */
async function removeRetiredVideoNotes({ db, content }: { db: Database; content: DemoContent }) {
  const titles = content.videoSections.flatMap((section) => section.videos.map((video) => video.title));
  const changed = await db
    .update(videos)
    .set({ description: sql`replace(${videos.description}, ${RETIRED_VIDEO_NOTE}, '')` })
    .where(and(inArray(videos.title, titles), sql`strpos(${videos.description}, ${RETIRED_VIDEO_NOTE}) > 0`))
    .returning({ id: videos.id });
  return changed.length;
}

export interface StarterUpgradeCounts {
  /** Demo videos that got their clip instead of the placeholder address. */
  videoFiles: number;
  /** Demo video descriptions the operator note was taken out of. */
  videoDescriptions: number;
  /** Demo instructors whose profile still read as an instruction to the operator, brought up to date. */
  instructors: number;
}

/**
 * On every start of a database that already holds content: brings rows of earlier starter content
 * that would show learners a placeholder or an operator note up to date, and touches nothing an
 * admin changed (a video with its own address or file, a description or profile without the note).
 */
export async function upgradeStarterContent({
  db,
  media,
  content = loadDemoContent(),
}: {
  db: Database;
  media: MediaStorage;
  content?: DemoContent;
}): Promise<StarterUpgradeCounts> {
  const videoFiles = await storeDemoVideoFiles({ db, media, content });
  const videoDescriptions = await removeRetiredVideoNotes({ db, content });
  const retired = await db
    .select({ id: instructors.id })
    .from(instructors)
    .where(eq(instructors.experience, RETIRED_INSTRUCTOR_EXPERIENCE));
  const retiredIds = new Set(retired.map((row) => row.id));
  let upgraded = 0;
  for (const instructor of content.instructors.filter((entry) => retiredIds.has(entry.id))) {
    if ((await upsertInstructor({ db, instructor })).status !== 'unchanged') upgraded++;
  }
  return { videoFiles, videoDescriptions, instructors: upgraded };
}
