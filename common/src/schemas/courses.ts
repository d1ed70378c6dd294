// The learner's courses (/dashboard/courses): the list with the viewer's chapter progress, a course
// with its chapters and chapter quizzes (the correct answer only once the viewer answered), an
// answer (evaluated and locked on the server), the chapter's completion mark and the chapter opened last.
import { z } from 'zod';
import { ContentLanguageSchema, localizedShape } from './content-language';

/** A course as the list shows it, with the viewer's progress. */
export const CourseSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    contentLanguage: ContentLanguageSchema,
    chaptersTotal: z.number().int(),
    /** Chapters of this course the viewer marked 'Kapitel abschließen'. */
    chaptersCompleted: z.number().int(),
    /** The first chapter in order the viewer has not completed; null when all are done or there are none. */
    nextChapterId: z.string().nullable(),
  })
  .meta({ id: 'LearnerCourseSummary' });
export type CourseSummary = z.infer<typeof CourseSummarySchema>;

export const CourseListSchema = z.object({ courses: z.array(CourseSummarySchema) }).meta({ id: 'LearnerCourseList' });
export type CourseList = z.infer<typeof CourseListSchema>;

export const CourseIdParamSchema = z.object({ id: z.uuid() });

/**
 * The viewer's locked answer to a chapter quiz question, with the correct option: both as the option's German
 * text, its identity in every language (the texts shown are in `options`, in the same order as `german.options`).
 */
export const ChapterQuizAttemptSchema = z
  .object({ answer: z.string(), isCorrect: z.boolean(), correctAnswer: z.string() })
  .meta({ id: 'LearnerChapterQuizAttempt' });
export type ChapterQuizAttempt = z.infer<typeof ChapterQuizAttemptSchema>;

/** A chapter quiz question; the correct answer comes only with the viewer's own answer. */
export const ChapterQuizQuestionSchema = z
  .object({
    id: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    ...localizedShape({ question: z.string(), options: z.array(z.string()) }),
    attempt: ChapterQuizAttemptSchema.nullable(),
  })
  .meta({ id: 'LearnerChapterQuizQuestion' });
export type ChapterQuizQuestion = z.infer<typeof ChapterQuizQuestionSchema>;

export const CourseChapterSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** Markdown; rendered without raw HTML. */
    content: z.string(),
    ...localizedShape({ title: z.string(), content: z.string() }),
    order: z.number().int(),
    completed: z.boolean(),
    quizzes: z.array(ChapterQuizQuestionSchema),
  })
  .meta({ id: 'LearnerCourseChapter' });
export type CourseChapter = z.infer<typeof CourseChapterSchema>;

export const CourseDetailSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    ...localizedShape({ title: z.string(), description: z.string() }),
    chapters: z.array(CourseChapterSchema),
    /** The chapter the viewer opened last in this course (any device); null before the first. */
    lastChapterId: z.string().nullable(),
  })
  .meta({ id: 'LearnerCourseDetail' });
export type CourseDetail = z.infer<typeof CourseDetailSchema>;

export const ChapterQuizAnswerSchema = z.object({
  /** The chosen option's text. */
  answer: z.string().min(1, 'REQUIRED').max(2000),
});
export type ChapterQuizAnswer = z.infer<typeof ChapterQuizAnswerSchema>;

export const ChapterQuizAnswerResultSchema = z
  .object({ isCorrect: z.boolean(), correctAnswer: z.string() })
  .meta({ id: 'LearnerChapterQuizAnswerResult' });
export type ChapterQuizAnswerResult = z.infer<typeof ChapterQuizAnswerResultSchema>;

export const ChapterProgressSchema = z.object({ completed: z.boolean() }).meta({ id: 'LearnerChapterProgress' });
export type ChapterProgress = z.infer<typeof ChapterProgressSchema>;

/** PUT /api/courses/{id}/last-chapter: the chapter the viewer opened, so the course reopens there. */
export const CourseLastChapterSchema = z.object({ chapterId: z.uuid() }).meta({ id: 'LearnerCourseLastChapter' });
export type CourseLastChapter = z.infer<typeof CourseLastChapterSchema>;
