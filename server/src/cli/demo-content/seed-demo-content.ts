// Loads the German demo content in one transaction. Idempotent and respectful of admin edits:
// rows are found by their natural key (unique name, term, title or id) and never updated, and a
// parent that already exists is left alone together with its children.
import { eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  chapters,
  courses,
  instructors,
  lexicon,
  news,
  quizCategories,
  quizQuestions,
  quizzes,
  videoQuizzes,
  videoSections,
  videos,
} from '../../db/schema';
import { COURSE } from './course';
import { INSTRUCTORS } from './instructors';
import { LEXICON } from './lexicon';
import { NEWS } from './news';
import { QUIZ_CATEGORIES } from './quiz';
import type { DemoCourse } from './types';
import { VIDEO_SECTIONS } from './videos';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
  instructors: number;
}

/**
 * Every row of one transaction would get the same now(); lists ordered by created_at (chapter
 * quizzes, questions) keep the authored order only when each row gets its own, later timestamp.
 */
function createClock(): () => Date {
  let next = Date.now() - 60_000;
  return () => new Date(next++);
}

export async function seedDemoContent(db: Database): Promise<DemoSeedCounts> {
  return db.transaction(async (tx) => {
    const clock = createClock();
    const quiz = await seedQuiz(tx, clock);
    const course = await seedCourse(tx, clock, COURSE);
    const video = await seedVideos(tx);
    return {
      ...quiz,
      lexicon: await seedLexicon(tx),
      ...course,
      ...video,
      news: await seedNews(tx),
      instructors: await seedInstructors(tx),
    };
  });
}

async function seedQuiz(tx: Transaction, clock: () => Date) {
  let categoryCount = 0;
  let questionCount = 0;
  for (const category of QUIZ_CATEGORIES) {
    const existing = await tx
      .select({ id: quizCategories.id })
      .from(quizCategories)
      .where(eq(quizCategories.name, category.name))
      .limit(1);
    if (existing.length > 0) continue;

    // A renamed category would otherwise come back with a second copy of every question.
    const texts = category.questions.map((q) => q.question);
    const known = await tx
      .select({ question: quizQuestions.question })
      .from(quizQuestions)
      .where(inArray(quizQuestions.question, texts));
    const knownTexts = new Set(known.map((row) => row.question));
    const missing = category.questions.filter((q) => !knownTexts.has(q.question));
    if (missing.length === 0) continue;

    const [created] = await tx
      .insert(quizCategories)
      .values({ name: category.name, description: category.description, mpuTypes: category.mpuTypes, createdAt: clock() })
      .onConflictDoNothing()
      .returning({ id: quizCategories.id });
    if (!created) continue;
    categoryCount++;

    const inserted = await tx
      .insert(quizQuestions)
      .values(
        missing.map((q) => ({
          categoryId: created.id,
          question: q.question,
          options: q.options,
          correctAnswers: q.correctAnswers,
          explanation: q.explanation,
          difficulty: q.difficulty,
          createdAt: clock(),
        })),
      )
      .returning({ id: quizQuestions.id });
    questionCount += inserted.length;
  }
  return { quizCategories: categoryCount, quizQuestions: questionCount };
}

async function seedLexicon(tx: Transaction): Promise<number> {
  const inserted = await tx
    .insert(lexicon)
    .values(LEXICON.map((entry) => ({ ...entry })))
    .onConflictDoNothing({ target: lexicon.term })
    .returning({ id: lexicon.id });
  return inserted.length;
}

async function seedCourse(tx: Transaction, clock: () => Date, course: DemoCourse) {
  const none = { courses: 0, chapters: 0, chapterQuizzes: 0 };
  const existing = await tx.select({ id: courses.id }).from(courses).where(eq(courses.title, course.title)).limit(1);
  if (existing.length > 0) return none;

  const [created] = await tx
    .insert(courses)
    .values({ title: course.title, description: course.description, createdAt: clock() })
    .returning({ id: courses.id });
  if (!created) return none;

  let quizCount = 0;
  for (const [index, chapter] of course.chapters.entries()) {
    const [row] = await tx
      .insert(chapters)
      .values({ courseId: created.id, title: chapter.title, content: chapter.content, order: index + 1 })
      .returning({ id: chapters.id });
    if (!row || chapter.quizzes.length === 0) continue;
    const inserted = await tx
      .insert(quizzes)
      .values(
        chapter.quizzes.map((q) => ({
          chapterId: row.id,
          question: q.question,
          options: q.options,
          correctAnswer: q.correctAnswer,
          createdAt: clock(),
        })),
      )
      .returning({ id: quizzes.id });
    quizCount += inserted.length;
  }
  return { courses: 1, chapters: course.chapters.length, chapterQuizzes: quizCount };
}

async function seedVideos(tx: Transaction) {
  const counts = { videoSections: 0, videos: 0, videoQuizzes: 0 };
  for (const section of VIDEO_SECTIONS) {
    const existing = await tx
      .select({ id: videoSections.id })
      .from(videoSections)
      .where(eq(videoSections.title, section.title))
      .limit(1);
    if (existing.length > 0) continue;

    // Videos an admin moved or whose section was renamed are not added a second time.
    const known = await tx
      .select({ title: videos.title })
      .from(videos)
      .where(
        inArray(
          videos.title,
          section.videos.map((v) => v.title),
        ),
      );
    const knownTitles = new Set(known.map((row) => row.title));
    const missing = section.videos.filter((v) => !knownTitles.has(v.title));
    if (missing.length === 0) continue;

    // the spec: a new category gets the highest existing order plus 1
    const [highest] = await tx.select({ value: max(videoSections.order) }).from(videoSections);
    const [created] = await tx
      .insert(videoSections)
      .values({ title: section.title, description: section.description, order: (highest?.value ?? 0) + 1 })
      .returning({ id: videoSections.id });
    if (!created) continue;
    counts.videoSections++;

    for (const [index, video] of missing.entries()) {
      const [row] = await tx
        .insert(videos)
        .values({
          sectionId: created.id,
          title: video.title,
          description: video.description,
          url: video.url,
          order: index + 1,
          language: 'de',
          country: ['DE'],
          mpuTypes: video.mpuTypes,
        })
        .returning({ id: videos.id });
      if (!row) continue;
      counts.videos++;
      if (video.quizzes.length === 0) continue;
      const inserted = await tx
        .insert(videoQuizzes)
        .values(
          video.quizzes.map((q, quizIndex) => ({
            videoId: row.id,
            question: q.question,
            options: q.options,
            correctAnswers: q.correctAnswers,
            order: quizIndex + 1,
          })),
        )
        .returning({ id: videoQuizzes.id });
      counts.videoQuizzes += inserted.length;
    }
  }
  return counts;
}

async function seedNews(tx: Transaction): Promise<number> {
  const inserted = await tx
    .insert(news)
    .values(NEWS.map((item) => ({ ...item })))
    .onConflictDoNothing({ target: news.title })
    .returning({ id: news.id });
  return inserted.length;
}

async function seedInstructors(tx: Transaction): Promise<number> {
  const inserted = await tx
    .insert(instructors)
    .values(INSTRUCTORS.map((item) => ({ ...item })))
    .onConflictDoNothing({ target: instructors.id })
    .returning({ id: instructors.id });
  return inserted.length;
}
