// The learner's side of the courses: the list with the viewer's chapter progress, one course with its
// chapters and chapter quizzes (the correct answer only after the viewer's own answer), answering a
// question once, the chapter's completion mark (docs/decisions/049-courses-and-chapter-quizzes.md) and
// the chapter opened last, where the course reopens (docs/decisions/080-one-chapter-at-a-time.md).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ChapterQuizAnswerResult, CourseDetail, CourseSummary } from '@common/schemas/courses';
import type { Database } from '../../db/client';
import { chapters, coursePositions, courses, quizAttempts, quizzes, userProgress } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { Language } from '@common/domain/value-sets';
import { localizedItem } from '../../content-language';

/** The chapters with the viewer's completion mark (no row: not completed). */
const chaptersWithProgress = (db: Database, viewer: Viewer) =>
  db
    .select({
      id: chapters.id,
      courseId: chapters.courseId,
      title: chapters.title,
      content: chapters.content,
      translations: chapters.translations,
      order: chapters.order,
      completed: sql<boolean>`coalesce(${userProgress.completed}, false)`,
    })
    .from(chapters)
    .leftJoin(userProgress, and(eq(userProgress.chapterId, chapters.id), eq(userProgress.userId, viewer.userId)))
    .$dynamic();

export async function listCourses({
  db,
  viewer,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  language?: Language;
}): Promise<CourseSummary[]> {
  const [courseRows, chapterRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, description: courses.description, translations: courses.translations })
      .from(courses)
      .orderBy(asc(courses.createdAt), asc(courses.title), asc(courses.id)),
    chaptersWithProgress(db, viewer).orderBy(asc(chapters.order), asc(chapters.id)),
  ]);
  return courseRows.map(({ translations, ...course }) => {
    const own = chapterRows.filter((chapter) => chapter.courseId === course.id);
    const { german: _german, ...texts } = localizedItem({ title: course.title, description: course.description }, translations, language);
    return {
      id: course.id,
      ...texts,
      chaptersTotal: own.length,
      chaptersCompleted: own.filter((chapter) => chapter.completed).length,
      nextChapterId: own.find((chapter) => !chapter.completed)?.id ?? null,
    };
  });
}

const courseNotFound = () => new ApiError(404, 'COURSE_NOT_FOUND', 'No such course.');

export async function getCourse({
  db,
  viewer,
  courseId,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  courseId: string;
  language?: Language;
}): Promise<CourseDetail> {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, description: courses.description, translations: courses.translations })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  const [chapterRows, [position]] = await Promise.all([
    chaptersWithProgress(db, viewer).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.order), asc(chapters.id)),
    db
      .select({ chapterId: coursePositions.chapterId })
      .from(coursePositions)
      .where(and(eq(coursePositions.userId, viewer.userId), eq(coursePositions.courseId, courseId))),
  ]);
  const chapterIds = chapterRows.map((chapter) => chapter.id);
  const questions =
    chapterIds.length === 0
      ? []
      : await db.select().from(quizzes).where(inArray(quizzes.chapterId, chapterIds)).orderBy(asc(quizzes.createdAt), asc(quizzes.id));
  const attempts =
    questions.length === 0
      ? []
      : await db
          .select({ quizId: quizAttempts.quizId, answer: quizAttempts.answer, isCorrect: quizAttempts.isCorrect })
          .from(quizAttempts)
          .where(
            and(
              eq(quizAttempts.userId, viewer.userId),
              inArray(
                quizAttempts.quizId,
                questions.map((question) => question.id),
              ),
            ),
          );
  return {
    id: course.id,
    ...localizedItem({ title: course.title, description: course.description }, course.translations, language),
    lastChapterId: position?.chapterId ?? null,
    chapters: chapterRows.map(({ courseId: _course, translations, ...chapter }) => ({
      ...chapter,
      ...localizedItem({ title: chapter.title, content: chapter.content }, translations, language),
      quizzes: questions
        .filter((question) => question.chapterId === chapter.id)
        .map((question) => {
          const attempt = attempts.find((row) => row.quizId === question.id);
          return {
            id: question.id,
            ...localizedItem({ question: question.question, options: question.options }, question.translations, language),
            // the correct answer leaves the server only with the viewer's own answer
            attempt: attempt ? { answer: attempt.answer, isCorrect: attempt.isCorrect, correctAnswer: question.correctAnswer } : null,
          };
        }),
    })),
  };
}

export async function answerChapterQuiz({
  db,
  viewer,
  quizId,
  answer,
}: {
  db: Database;
  viewer: Viewer;
  quizId: string;
  answer: string;
}): Promise<ChapterQuizAnswerResult> {
  const [question] = await db
    .select({ options: quizzes.options, correctAnswer: quizzes.correctAnswer })
    .from(quizzes)
    .where(eq(quizzes.id, quizId));
  if (!question) throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
  if (!question.options.includes(answer)) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { answer: 'NOT_AN_OPTION' });
  }
  const isCorrect = answer === question.correctAnswer;
  // one answer per question: the unique (user_id, quiz_id) constraint decides between two tabs or a replay
  const inserted = await db
    .insert(quizAttempts)
    .values({ userId: viewer.userId, quizId, answer, isCorrect })
    .onConflictDoNothing({ target: [quizAttempts.userId, quizAttempts.quizId] })
    .returning({ id: quizAttempts.id });
  if (inserted.length === 0) throw new ApiError(409, 'ALREADY_ANSWERED', 'This question was answered already.');
  return { isCorrect, correctAnswer: question.correctAnswer };
}

export async function setChapterProgress({
  db,
  viewer,
  chapterId,
  completed,
}: {
  db: Database;
  viewer: Viewer;
  chapterId: string;
  completed: boolean;
}): Promise<{ completed: boolean }> {
  const [chapter] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, chapterId));
  if (!chapter) throw new ApiError(404, 'CHAPTER_NOT_FOUND', 'No such chapter.');
  await db
    .insert(userProgress)
    .values({ userId: viewer.userId, chapterId, completed })
    .onConflictDoUpdate({ target: [userProgress.userId, userProgress.chapterId], set: { completed } });
  return { completed };
}

/** The chapter the viewer opened in a course: the course reopens there, on this device or another. */
export async function setLastChapter({
  db,
  viewer,
  courseId,
  chapterId,
}: {
  db: Database;
  viewer: Viewer;
  courseId: string;
  chapterId: string;
}): Promise<{ chapterId: string }> {
  // one statement: a chapter deleted meanwhile writes nothing instead of failing on its foreign key
  const written = await db
    .insert(coursePositions)
    .select(
      db
        .select({
          userId: sql<string>`${viewer.userId}::text`.as('user_id'),
          courseId: chapters.courseId,
          chapterId: chapters.id,
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(chapters)
        .where(and(eq(chapters.id, chapterId), eq(chapters.courseId, courseId))),
    )
    .onConflictDoUpdate({
      target: [coursePositions.userId, coursePositions.courseId],
      set: { chapterId: sql`excluded.chapter_id`, updatedAt: sql`excluded.updated_at` },
    })
    .returning({ chapterId: coursePositions.chapterId });
  if (written.length > 0) return { chapterId };
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseNotFound();
  // a chapter of another course is no chapter of this one
  throw new ApiError(404, 'CHAPTER_NOT_FOUND', 'No such chapter in this course.');
}
