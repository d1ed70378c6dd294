// The 'Kurse' tab of the admin console (/dashboard/admin?tab=courses): courses, their chapters in
// order (Markdown content) and each chapter's quiz questions with one correct answer.
import { z } from 'zod';
import { checkTranslatedOptions, translatedRequiredText } from './admin-translations';
import { adminTranslationsSchema, translationsInputSchema } from './content-language';

export const COURSE_TITLE_MAX_LENGTH = 200;
export const COURSE_DESCRIPTION_MAX_LENGTH = 2000;
export const CHAPTER_TITLE_MAX_LENGTH = 200;
export const CHAPTER_CONTENT_MAX_LENGTH = 50_000;
export const CHAPTER_QUIZ_QUESTION_MAX_LENGTH = 500;
export const CHAPTER_QUIZ_OPTION_MAX_LENGTH = 300;
export const CHAPTER_QUIZ_MIN_OPTIONS = 2;
export const CHAPTER_QUIZ_MAX_OPTIONS = 6;
/** The most chapters one reorder call may list. */
export const CHAPTER_ORDER_MAX_IDS = 1000;

const requiredText = (max: number) => z.string().trim().min(1, 'REQUIRED').max(max, 'TOO_LONG');

export const CourseAdminIdParamSchema = z.object({ id: z.uuid() });

/** The 'Neuer Kurs' and edit-course modal. */
export const CourseInputSchema = z.object({
  title: requiredText(COURSE_TITLE_MAX_LENGTH),
  description: requiredText(COURSE_DESCRIPTION_MAX_LENGTH),
  translations: translationsInputSchema({
    title: translatedRequiredText(COURSE_TITLE_MAX_LENGTH),
    description: translatedRequiredText(COURSE_DESCRIPTION_MAX_LENGTH),
  }),
});
export type CourseInput = z.input<typeof CourseInputSchema>;

/** A chapter's title and its Markdown content; the content is stored as written (leading spaces mean something in Markdown). */
export const ChapterInputSchema = z.object({
  title: requiredText(CHAPTER_TITLE_MAX_LENGTH),
  content: z
    .string()
    .max(CHAPTER_CONTENT_MAX_LENGTH, 'TOO_LONG')
    .refine((content) => content.trim() !== '', 'REQUIRED'),
  translations: translationsInputSchema({
    title: translatedRequiredText(CHAPTER_TITLE_MAX_LENGTH),
    content: z
      .string()
      .max(CHAPTER_CONTENT_MAX_LENGTH, 'TOO_LONG')
      .refine((content) => content.trim() !== '', 'REQUIRED'),
  }),
});
export type ChapterInput = z.input<typeof ChapterInputSchema>;

/** A chapter quiz question: 2–6 different options, exactly one of them correct. */
export const ChapterQuizInputSchema = z
  .object({
    question: requiredText(CHAPTER_QUIZ_QUESTION_MAX_LENGTH),
    options: z
      .array(requiredText(CHAPTER_QUIZ_OPTION_MAX_LENGTH))
      .min(CHAPTER_QUIZ_MIN_OPTIONS, 'OPTION_COUNT')
      .max(CHAPTER_QUIZ_MAX_OPTIONS, 'OPTION_COUNT'),
    correctAnswer: z.string().trim().min(1, 'REQUIRED'),
    /** Options in the German order, as many as the German (OPTION_COUNT); the correct one is found by its position. */
    translations: translationsInputSchema({
      question: translatedRequiredText(CHAPTER_QUIZ_QUESTION_MAX_LENGTH),
      options: z.array(translatedRequiredText(CHAPTER_QUIZ_OPTION_MAX_LENGTH)).max(CHAPTER_QUIZ_MAX_OPTIONS, 'OPTION_COUNT'),
    }),
  })
  .superRefine((input, ctx) => {
    checkTranslatedOptions(input, ctx);
    if (new Set(input.options).size !== input.options.length) ctx.addIssue({ code: 'custom', message: 'DUPLICATE', path: ['options'] });
    if (input.correctAnswer !== '' && !input.options.includes(input.correctAnswer))
      ctx.addIssue({ code: 'custom', message: 'NOT_AN_OPTION', path: ['correctAnswer'] });
  });
export type ChapterQuizInput = z.input<typeof ChapterQuizInputSchema>;

/** Every chapter id of the course in the new order; they are renumbered 1, 2, 3, … */
export const ChapterOrderSchema = z.object({
  chapterIds: z
    .array(z.uuid())
    .min(1, 'REQUIRED')
    .max(CHAPTER_ORDER_MAX_IDS)
    .refine((list) => new Set(list).size === list.length, 'DUPLICATE'),
});
export type ChapterOrder = z.infer<typeof ChapterOrderSchema>;

/** The translatable fields (ContentFields['course'], ['chapter'], ['choice']). */
export const courseTranslationShape = { title: z.string(), description: z.string() };
export const chapterTranslationShape = { title: z.string(), content: z.string() };
export const choiceTranslationShape = { question: z.string(), options: z.array(z.string()) };

export const CourseSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    chapterCount: z.number().int(),
    quizCount: z.number().int(),
    translations: adminTranslationsSchema(courseTranslationShape),
  })
  .meta({ id: 'CourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const CourseSummaryListSchema = z.object({ courses: z.array(CourseSummarySchema) }).meta({ id: 'CourseSummaryList' });
export type CourseSummaryList = z.infer<typeof CourseSummaryListSchema>;

export const ManagedChapterQuizSchema = z
  .object({
    id: z.string(),
    chapterId: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    correctAnswer: z.string(),
    translations: adminTranslationsSchema(choiceTranslationShape),
  })
  .meta({ id: 'ManagedChapterQuiz' });
export type ManagedChapterQuiz = z.infer<typeof ManagedChapterQuizSchema>;

export const ManagedChapterSchema = z
  .object({
    id: z.string(),
    courseId: z.string(),
    title: z.string(),
    content: z.string(),
    order: z.number().int(),
    translations: adminTranslationsSchema(chapterTranslationShape),
    /** In the order learners see them (oldest first). */
    quizzes: z.array(ManagedChapterQuizSchema),
  })
  .meta({ id: 'ManagedChapter' });
export type ManagedChapter = z.infer<typeof ManagedChapterSchema>;

export const ManagedCourseSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    translations: adminTranslationsSchema(courseTranslationShape),
    chapters: z.array(ManagedChapterSchema),
  })
  .meta({ id: 'ManagedCourse' });
export type ManagedCourse = z.infer<typeof ManagedCourseSchema>;
