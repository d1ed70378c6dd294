// Writes of courses, chapters and chapter quizzes; the demo seed uses them too.
import { nextTranslations, type ContentFields, type TranslationLanguage } from '@common/domain/content-language';
import type { DatabaseOrTransaction } from '../../db/client';
import { chapters, courses, quizzes } from '../../db/schema';

export interface NewChapterQuiz {
  question: string;
  options: readonly string[];
  /** One of the options (chapter quizzes have a single correct answer). */
  correctAnswer: string;
  /** Versions made from this German (stored as current); options in the German order. */
  translations?: SeedTranslations<ContentFields['choice']>;
}

/** The starter content's versions of one item: each is stored as made from the German it comes with. */
export type SeedTranslations<F> = Partial<Record<TranslationLanguage, F>>;

export interface NewChapter {
  title: string;
  content: string;
  quizzes: readonly NewChapterQuiz[];
  translations?: SeedTranslations<ContentFields['chapter']>;
}

export interface NewCourse {
  title: string;
  description: string;
  chapters: readonly NewChapter[];
  translations?: SeedTranslations<ContentFields['course']>;
}

/** A course with its chapters (order 1, 2, …) and their quizzes, in one transaction. */
export async function createCourseWithChapters({
  db,
  course,
}: {
  db: DatabaseOrTransaction;
  course: NewCourse;
}): Promise<{ id: string; chapters: number; quizzes: number }> {
  for (const chapter of course.chapters) {
    for (const quiz of chapter.quizzes) {
      if (!quiz.options.includes(quiz.correctAnswer))
        throw new Error(`chapter quiz "${quiz.question}": the correct answer is not an option`);
    }
  }
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(courses)
      .values({
        title: course.title.trim(),
        description: course.description.trim(),
        translations: nextTranslations({
          german: { title: course.title.trim(), description: course.description.trim() },
          stored: undefined,
          submitted: course.translations,
        }),
      })
      .returning({ id: courses.id });
    const courseId = created!.id;
    // quizzes are listed by created_at: one timestamp each keeps the authored order
    const quizCount = course.chapters.reduce((sum, chapter) => sum + chapter.quizzes.length, 0);
    let clock = Date.now() - quizCount;
    for (const [index, chapter] of course.chapters.entries()) {
      const [row] = await tx
        .insert(chapters)
        .values({
          courseId,
          title: chapter.title.trim(),
          content: chapter.content,
          order: index + 1,
          translations: nextTranslations({
            german: { title: chapter.title.trim(), content: chapter.content },
            stored: undefined,
            submitted: chapter.translations,
          }),
        })
        .returning({ id: chapters.id });
      if (chapter.quizzes.length === 0) continue;
      await tx.insert(quizzes).values(
        chapter.quizzes.map((quiz) => ({
          chapterId: row!.id,
          question: quiz.question,
          options: [...quiz.options],
          correctAnswer: quiz.correctAnswer,
          translations: nextTranslations({
            german: { question: quiz.question, options: [...quiz.options] },
            stored: undefined,
            submitted: quiz.translations,
          }),
          createdAt: new Date(clock++),
        })),
      );
    }
    return { id: courseId, chapters: course.chapters.length, quizzes: quizCount };
  });
}
