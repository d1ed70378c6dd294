// The starter content in a running platform: how many of its rows are in the database, and their
// removal ('Beispielinhalte entfernen' in the admin console, features/demo-content). A row counts as
// demo content by the natural key the seed finds it by (question text within a demo category,
// glossary term, news, knowledge article, course, video and section title), so a row whose key an admin changed is the
// admin's own and stays. The instructors stay too: bookings refer to them, and they mark the
// database as started before (first-start-content.ts).
import { and, count, eq, inArray, isNotNull, notExists, notInArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { parseQuestionCsv } from '@common/domain/question-csv';
import type { DemoContentCounts, DemoContentStatus } from '@common/schemas/demo-content';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { courses, knowledgeArticles, lexicon, news, quizCategories, quizQuestions, videoSections, videos } from '../../db/schema';
import type { MediaStorage } from '../../media/media-storage';
import { deleteVideoFiles } from '../../features/videos/video-files.service';
import { loadDemoContent } from './load-demo-content';

interface DemoKeys {
  questionTexts: string[];
  categoryNames: string[];
  terms: string[];
  courseTitles: string[];
  sectionTitles: string[];
  videoTitles: string[];
  newsTitles: string[];
  articleTitles: string[];
}

/**
 * Courses of earlier versions of the starter content under their title then: an installation that
 * loaded one keeps it beside its successor (the seed adds the new course), and 'Beispielinhalte
 * entfernen' takes it out too.
 */
const RETIRED_COURSE_TITLES = ['MPU-Grundkurs: Vorbereitung Schritt für Schritt'];

let cachedKeys: DemoKeys | undefined;

/** The natural keys of every demo row, read once from the demo content files. */
function demoKeys(): DemoKeys {
  if (cachedKeys) return cachedKeys;
  const content = loadDemoContent();
  const parsed = parseQuestionCsv(content.quizQuestionsCsv);
  if (!parsed.ok) throw new Error(`demo content quiz-questions.csv: ${parsed.error}`);
  cachedKeys = {
    questionTexts: parsed.rows.map((row) => row.question),
    categoryNames: [
      ...new Set([...content.quizCategories.map((category) => category.name), ...parsed.rows.map((row) => row.categoryName)]),
    ],
    terms: content.lexicon.map((term) => term.term),
    courseTitles: [...content.courses.map((course) => course.title), ...RETIRED_COURSE_TITLES],
    sectionTitles: content.videoSections.map((section) => section.title),
    videoTitles: content.videoSections.flatMap((section) => section.videos.map((video) => video.title)),
    newsTitles: content.news.map((item) => item.title),
    articleTitles: content.knowledgeArticles.map((article) => article.title),
  };
  return cachedKeys;
}

type DemoTable = keyof DemoContentCounts;

/** Which rows of each table are demo rows; categories and sections only while nothing of an admin's own is in them. */
function demoRows(db: DatabaseOrTransaction, keys: DemoKeys): Record<DemoTable, { table: PgTable; where: SQL }> {
  const demoCategoryIds = db.select({ id: quizCategories.id }).from(quizCategories).where(inArray(quizCategories.name, keys.categoryNames));
  const ownQuestionIn = (categoryId: typeof quizCategories.id) =>
    db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.categoryId, categoryId), notInArray(quizQuestions.question, keys.questionTexts)));
  const ownVideoIn = (sectionId: typeof videoSections.id) =>
    db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.sectionId, sectionId), notInArray(videos.title, keys.videoTitles)));
  return {
    quizQuestions: {
      table: quizQuestions,
      where: and(inArray(quizQuestions.question, keys.questionTexts), inArray(quizQuestions.categoryId, demoCategoryIds))!,
    },
    quizCategories: {
      table: quizCategories,
      where: and(inArray(quizCategories.name, keys.categoryNames), notExists(ownQuestionIn(quizCategories.id)))!,
    },
    lexicon: { table: lexicon, where: inArray(lexicon.term, keys.terms) },
    courses: { table: courses, where: inArray(courses.title, keys.courseTitles) },
    videoSections: {
      table: videoSections,
      where: and(inArray(videoSections.title, keys.sectionTitles), notExists(ownVideoIn(videoSections.id)))!,
    },
    videos: { table: videos, where: inArray(videos.title, keys.videoTitles) },
    news: { table: news, where: inArray(news.title, keys.newsTitles) },
    knowledgeArticles: { table: knowledgeArticles, where: inArray(knowledgeArticles.title, keys.articleTitles) },
  };
}

/** In the order of removal: children before the category or section they would otherwise keep. */
const TABLES: DemoTable[] = [
  'quizQuestions',
  'quizCategories',
  'lexicon',
  'courses',
  'videos',
  'videoSections',
  'news',
  'knowledgeArticles',
];

export async function getDemoContentStatus({ db }: { db: Database }): Promise<DemoContentStatus> {
  const rows = demoRows(db, demoKeys());
  const counts = {} as DemoContentCounts;
  for (const name of TABLES) {
    const [row] = await db.select({ n: count() }).from(rows[name].table).where(rows[name].where);
    counts[name] = row!.n;
  }
  return { present: Object.values(counts).some((n) => n > 0), counts };
}

/**
 * Deletes the demo rows in one transaction; chapters, chapter quizzes, video quizzes and the
 * learners' answers and progress on all of them go by cascade. The removed videos' files are
 * deleted after the commit.
 */
export async function removeDemoContent({
  db,
  media,
  logger,
}: {
  db: Database;
  media: MediaStorage;
  logger: Logger;
}): Promise<DemoContentCounts> {
  const keys = demoKeys();
  const { counts, fileKeys } = await db.transaction(async (tx) => {
    const rows = demoRows(tx, keys);
    const files = await tx
      .select({ key: videos.fileKey })
      .from(videos)
      .where(and(rows.videos.where, isNotNull(videos.fileKey)));
    const removed = {} as DemoContentCounts;
    for (const name of TABLES) {
      const deleted = await tx.delete(rows[name].table).where(rows[name].where).returning();
      removed[name] = deleted.length;
    }
    return { counts: removed, fileKeys: files.map((file) => file.key!) };
  });
  await deleteVideoFiles(media, fileKeys, logger);
  return counts;
}
