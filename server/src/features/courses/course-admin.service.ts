// The 'Kurse' tab: courses, their chapters in order and each chapter's quiz questions
// (docs/decisions/050-course-editor.md). Deletes cascade to chapters, questions, answers and progress.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  ChapterInput,
  ChapterOrder,
  ChapterQuizInput,
  CourseInput,
  CourseSummary,
  ManagedChapter,
  ManagedChapterQuiz,
  ManagedCourse,
} from '@common/schemas/course-admin';
import { nextTranslations, type ContentFields, type StoredTranslations } from '@common/domain/content-language';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { chapters, courses, quizAttempts, quizzes } from '../../db/schema';
import { ApiError } from '../../middleware/errors';
import { toAdminTranslations } from '../../admin-translations';

const courseNotFound = () => new ApiError(404, 'COURSE_NOT_FOUND', 'No such course.');
const chapterNotFound = () => new ApiError(404, 'CHAPTER_NOT_FOUND', 'No such chapter.');
const questionNotFound = () => new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question.');
const orderStale = () => new ApiError(409, 'ORDER_STALE', 'The chapters were changed meanwhile; reload and try again.');

/** One change of a course's chapter order at a time, so two admins cannot interleave their renumbering. */
const lockChapterOrder = (tx: DatabaseOrTransaction, courseId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chapter-order:${courseId}`}))`);

const quizColumns = {
  id: quizzes.id,
  chapterId: quizzes.chapterId,
  question: quizzes.question,
  options: quizzes.options,
  correctAnswer: quizzes.correctAnswer,
  translations: quizzes.translations,
};

const chapterColumns = {
  id: chapters.id,
  courseId: chapters.courseId,
  title: chapters.title,
  content: chapters.content,
  order: chapters.order,
  translations: chapters.translations,
};

const courseColumns = { id: courses.id, title: courses.title, description: courses.description, translations: courses.translations };

// the rows with their versions as the editor sees them (status against today's German)
const toQuiz = ({
  translations,
  ...row
}: Omit<ManagedChapterQuiz, 'translations'> & { translations: StoredTranslations<ContentFields['choice']> }): ManagedChapterQuiz => ({
  ...row,
  translations: toAdminTranslations({ question: row.question, options: row.options }, translations),
});
const toChapter = <R extends { title: string; content: string; translations: StoredTranslations<ContentFields['chapter']> }>({
  translations,
  ...row
}: R) => ({ ...row, translations: toAdminTranslations({ title: row.title, content: row.content }, translations) });
const toCourse = <R extends { title: string; description: string; translations: StoredTranslations<ContentFields['course']> }>({
  translations,
  ...row
}: R) => ({ ...row, translations: toAdminTranslations({ title: row.title, description: row.description }, translations) });

/** Every course (oldest first) with how many chapters and quiz questions it has; with `id`, that one only. */
export async function listCourses({ db, id }: { db: Database; id?: string }): Promise<CourseSummary[]> {
  const [rows, chapterCounts, quizCounts] = await Promise.all([
    db
      .select(courseColumns)
      .from(courses)
      .where(id === undefined ? undefined : eq(courses.id, id))
      .orderBy(asc(courses.createdAt), asc(courses.id)),
    db
      .select({ courseId: chapters.courseId, count: count() })
      .from(chapters)
      .where(id === undefined ? undefined : eq(chapters.courseId, id))
      .groupBy(chapters.courseId),
    db
      .select({ courseId: chapters.courseId, count: count() })
      .from(quizzes)
      .innerJoin(chapters, eq(quizzes.chapterId, chapters.id))
      .where(id === undefined ? undefined : eq(chapters.courseId, id))
      .groupBy(chapters.courseId),
  ]);
  const countOf = (list: { courseId: string; count: number }[], courseId: string) =>
    Number(list.find((row) => row.courseId === courseId)?.count ?? 0);
  return rows.map((course) => ({
    ...toCourse(course),
    chapterCount: countOf(chapterCounts, course.id),
    quizCount: countOf(quizCounts, course.id),
  }));
}

/** The course with its chapters in order, each with its quiz questions (oldest first) and their correct answers. */
export async function getManagedCourse({ db, id }: { db: DatabaseOrTransaction; id: string }): Promise<ManagedCourse> {
  const [course] = await db.select(courseColumns).from(courses).where(eq(courses.id, id));
  if (!course) throw courseNotFound();
  const chapterRows = await db
    .select(chapterColumns)
    .from(chapters)
    .where(eq(chapters.courseId, id))
    .orderBy(asc(chapters.order), asc(chapters.id));
  const quizRows =
    chapterRows.length === 0
      ? []
      : await db
          .select(quizColumns)
          .from(quizzes)
          .where(
            inArray(
              quizzes.chapterId,
              chapterRows.map((chapter) => chapter.id),
            ),
          )
          .orderBy(asc(quizzes.createdAt), asc(quizzes.id));
  return {
    ...toCourse(course),
    chapters: chapterRows.map((chapter) => ({
      ...toChapter(chapter),
      quizzes: quizRows.filter((quiz) => quiz.chapterId === chapter.id).map(toQuiz),
    })),
  };
}

export async function createCourse({ db, input }: { db: Database; input: CourseInput }): Promise<CourseSummary> {
  const german = { title: input.title, description: input.description };
  const [created] = await db
    .insert(courses)
    .values({ ...german, translations: nextTranslations({ german, stored: undefined, submitted: input.translations }) })
    .returning(courseColumns);
  return { ...toCourse(created!), chapterCount: 0, quizCount: 0 };
}

export async function updateCourse({ db, id, input }: { db: Database; id: string; input: CourseInput }): Promise<CourseSummary> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ translations: courses.translations }).from(courses).where(eq(courses.id, id)).for('update');
    if (!current) throw courseNotFound();
    const german = { title: input.title, description: input.description };
    await tx
      .update(courses)
      .set({ ...german, translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }) })
      .where(eq(courses.id, id));
  });
  const [summary] = await listCourses({ db, id });
  return summary!;
}

/** The course goes with its chapters, their quiz questions, the answers given and the learners' progress (cascades). */
export async function deleteCourse({ db, id }: { db: Database; id: string }): Promise<void> {
  const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  if (deleted.length === 0) throw courseNotFound();
}

/** Appends a chapter: highest order of the course plus 1 (1 for the first). */
export async function addChapter({
  db,
  courseId,
  input,
}: {
  db: Database;
  courseId: string;
  input: ChapterInput;
}): Promise<ManagedChapter> {
  return db.transaction(async (tx) => {
    await lockChapterOrder(tx, courseId);
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw courseNotFound();
    const [last] = await tx
      .select({ order: sql<number>`coalesce(max(${chapters.order}), 0)` })
      .from(chapters)
      .where(eq(chapters.courseId, courseId));
    const [created] = await tx
      .insert(chapters)
      .values({
        courseId,
        title: input.title,
        content: input.content,
        order: Number(last?.order ?? 0) + 1,
        translations: nextTranslations({
          german: { title: input.title, content: input.content },
          stored: undefined,
          submitted: input.translations,
        }),
      })
      .returning(chapterColumns);
    return { ...toChapter(created!), quizzes: [] };
  });
}

export async function updateChapter({ db, id, input }: { db: Database; id: string; input: ChapterInput }): Promise<ManagedChapter> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ translations: chapters.translations }).from(chapters).where(eq(chapters.id, id)).for('update');
    if (!current) throw chapterNotFound();
    const german = { title: input.title, content: input.content };
    const [updated] = await tx
      .update(chapters)
      .set({ ...german, translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }) })
      .where(eq(chapters.id, id))
      .returning(chapterColumns);
    const quizRows = await tx
      .select(quizColumns)
      .from(quizzes)
      .where(eq(quizzes.chapterId, id))
      .orderBy(asc(quizzes.createdAt), asc(quizzes.id));
    return { ...toChapter(updated!), quizzes: quizRows.map(toQuiz) };
  });
}

/** Deletes the chapter (with its questions, answers and progress) and closes the gap: the rest stay 1, 2, 3, … */
export async function deleteChapter({ db, id }: { db: Database; id: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [chapter] = await tx.select({ courseId: chapters.courseId }).from(chapters).where(eq(chapters.id, id));
    if (!chapter) throw chapterNotFound();
    await lockChapterOrder(tx, chapter.courseId);
    const deleted = await tx.delete(chapters).where(eq(chapters.id, id)).returning({ id: chapters.id });
    if (deleted.length === 0) throw chapterNotFound();
    const rest = await tx
      .select({ id: chapters.id, order: chapters.order })
      .from(chapters)
      .where(eq(chapters.courseId, chapter.courseId))
      .orderBy(asc(chapters.order), asc(chapters.id));
    for (const [index, row] of rest.entries()) {
      if (row.order !== index + 1)
        await tx
          .update(chapters)
          .set({ order: index + 1 })
          .where(eq(chapters.id, row.id));
    }
  });
}

/**
 * Renumbers the course's chapters 1, 2, 3, … in the given order. The list must name exactly the
 * chapters the course has; otherwise the admin's page is out of date (409) and nothing changes.
 */
export async function reorderChapters({ db, courseId, order }: { db: Database; courseId: string; order: ChapterOrder }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockChapterOrder(tx, courseId);
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw courseNotFound();
    const existing = await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId));
    const listed = new Set(order.chapterIds);
    if (existing.length !== listed.size || existing.some((chapter) => !listed.has(chapter.id))) throw orderStale();
    for (const [index, id] of order.chapterIds.entries()) {
      await tx
        .update(chapters)
        .set({ order: index + 1 })
        .where(and(eq(chapters.id, id), eq(chapters.courseId, courseId)));
    }
  });
}

/** Adds a question at the end of the chapter's list (the list is ordered by creation). */
export async function addChapterQuiz({
  db,
  chapterId,
  input,
}: {
  db: Database;
  chapterId: string;
  input: ChapterQuizInput;
}): Promise<ManagedChapterQuiz> {
  const [chapter] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, chapterId));
  if (!chapter) throw chapterNotFound();
  const german = { question: input.question, options: input.options };
  const [created] = await db
    .insert(quizzes)
    .values({
      chapterId,
      ...german,
      correctAnswer: input.correctAnswer,
      translations: nextTranslations({ german, stored: undefined, submitted: input.translations }),
    })
    .returning(quizColumns);
  return toQuiz(created!);
}

/**
 * Saves a question. When its options or correct answer change, the answers learners gave to the old
 * version are removed, so they answer the new one (an old answer may no longer be an option).
 */
export async function updateChapterQuiz({
  db,
  id,
  input,
}: {
  db: Database;
  id: string;
  input: ChapterQuizInput;
}): Promise<ManagedChapterQuiz> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select(quizColumns).from(quizzes).where(eq(quizzes.id, id)).for('update');
    if (!current) throw questionNotFound();
    const answersChanged =
      current.correctAnswer !== input.correctAnswer || JSON.stringify(current.options) !== JSON.stringify(input.options);
    const german = { question: input.question, options: input.options };
    const [updated] = await tx
      .update(quizzes)
      .set({
        ...german,
        correctAnswer: input.correctAnswer,
        translations: nextTranslations({ german, stored: current.translations, submitted: input.translations }),
      })
      .where(eq(quizzes.id, id))
      .returning(quizColumns);
    if (answersChanged) await tx.delete(quizAttempts).where(eq(quizAttempts.quizId, id));
    return toQuiz(updated!);
  });
}

export async function deleteChapterQuiz({ db, id }: { db: Database; id: string }): Promise<void> {
  const deleted = await db.delete(quizzes).where(eq(quizzes.id, id)).returning({ id: quizzes.id });
  if (deleted.length === 0) throw questionNotFound();
}
