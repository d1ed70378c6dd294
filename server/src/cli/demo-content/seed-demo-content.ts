// Loads the German demo content from files/ through the services the admin screens use.
// Idempotent and respectful of admin edits: glossary terms, news, quiz categories and questions
// are found by their unique name, term, title or question text and never updated; a course or a
// video section that already exists (by title) is left alone together with its children. The
// instructors are static data and are brought up to date.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, videoSections, videos } from '../../db/schema';
import { upsertInstructor } from '../../features/booking/booking.service';
import { createCourseWithChapters } from '../../features/courses/courses.service';
import { createQuizCategory, importQuestionsCsv } from '../../features/exam-admin/exam-admin.service';
import { createLexiconTerm } from '../../features/lexicon/lexicon.service';
import { createNewsItem } from '../../features/news/news.service';
import { createVideo, createVideoSection } from '../../features/videos/videos.service';
import { loadDemoContent, type DemoContent } from './load-demo-content';

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
  news: number;
  /** Instructors inserted or brought up to date. */
  instructors: number;
}

export async function seedDemoContent({
  db,
  content = loadDemoContent(),
}: {
  db: Database;
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
    news: 0,
    instructors: 0,
  };

  for (const category of content.quizCategories) {
    const { status } = await createQuizCategory({ db, category });
    if (status === 'created') counts.quizCategories++;
  }
  const imported = await importQuestionsCsv({ db, csv: content.quizQuestionsCsv });
  if (!imported.ok) throw new Error(`demo content quiz-questions.csv: ${imported.error} ${imported.missingColumns?.join(', ') ?? ''}`);
  const broken = imported.problems.filter((problem) => problem.outcome !== 'duplicate');
  if (broken.length > 0) throw new Error(`demo content quiz-questions.csv: ${JSON.stringify(broken)}`);
  counts.quizQuestions = imported.imported;
  counts.quizCategories += imported.createdCategories.length;

  for (const term of content.lexicon) {
    if ((await createLexiconTerm({ db, term })).status === 'created') counts.lexicon++;
  }

  for (const course of content.courses) {
    const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.title, course.title)).limit(1);
    if (existing) continue;
    const created = await createCourseWithChapters({ db, course });
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
    const { id: sectionId } = await createVideoSection({ db, section });
    counts.videoSections++;
    for (const video of missing) {
      const created = await createVideo({ db, video: { ...video, sectionId } });
      counts.videos++;
      counts.videoQuizzes += created.quizzes;
    }
  }

  for (const item of content.news) {
    if ((await createNewsItem({ db, item })).status === 'created') counts.news++;
  }
  for (const instructor of content.instructors) {
    if ((await upsertInstructor({ db, instructor })).status !== 'unchanged') counts.instructors++;
  }
  return counts;
}
