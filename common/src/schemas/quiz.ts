// The learner's exam quiz (/dashboard/courses hub and /dashboard/quiz/*): questions travel without
// their correct answers; the server evaluates each answer.
import { z } from 'zod';
import { DIFFICULTIES, MPU_REASONS } from '../domain';
import { QuizRoundSummarySchema } from './quiz-rounds';

export const QUIZ_RECENT_ACTIVITY = 5;
export const RANDOM_QUIZ_SIZE = 10;
/** 'review': spaced repetition ("Wiederholen"), the questions due today, then new ones. */
export const QUIZ_MODES = ['all', 'random', 'category', 'mistakes', 'review'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];

export const QuizCategorySummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    mpuTypes: z.array(z.enum(MPU_REASONS)),
    /** Questions of this category. */
    questionCount: z.number().int(),
  })
  .meta({ id: 'QuizCategorySummary' });
export type QuizCategorySummary = z.infer<typeof QuizCategorySummarySchema>;

export const QuizActivitySchema = z
  .object({
    id: z.string(),
    questionId: z.string(),
    question: z.string(),
    isCorrect: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'QuizActivity' });
export type QuizActivity = z.infer<typeof QuizActivitySchema>;

export const QuizHubSchema = z
  .object({
    /** The categories in the learner's scope, by name (admins: all). */
    categories: z.array(QuizCategorySummarySchema),
    /** Questions in scope: the count on the start-all button. */
    totalQuestions: z.number().int(),
    /** Questions in scope whose latest answer was wrong. */
    mistakes: z.number().int(),
    /** Questions in scope due for repetition today ("N fällig"). */
    dueCount: z.number().int(),
    /** The latest attempts, newest first. */
    recent: z.array(QuizActivitySchema),
    /** Questions in scope the learner marked ("Gemerkte Fragen"). */
    markedCount: z.number().int(),
    /** The learner's running round ("Runde fortsetzen"), or null. */
    activeRound: QuizRoundSummarySchema.nullable(),
  })
  .meta({ id: 'QuizHub' });
export type QuizHub = z.infer<typeof QuizHubSchema>;

export const QuizReviewDueSchema = z
  .object({
    /** Questions in scope due for repetition today. */
    dueCount: z.number().int(),
  })
  .meta({ id: 'QuizReviewDue' });
export type QuizReviewDue = z.infer<typeof QuizReviewDueSchema>;

export const QuizQuestionsQuerySchema = z
  .object({
    mode: z.enum(QUIZ_MODES),
    categoryId: z.uuid().optional(),
  })
  .refine((query) => query.mode !== 'category' || query.categoryId !== undefined, { message: 'REQUIRED', path: ['categoryId'] });
export type QuizQuestionsQuery = z.infer<typeof QuizQuestionsQuerySchema>;

/** A question as the learner sees it before answering: no correct answers, no explanation. */
export const QuizQuestionSchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    question: z.string(),
    options: z.array(z.string()),
    difficulty: z.enum(DIFFICULTIES),
    /** More than one option is right (checkboxes); otherwise exactly one (radio buttons). */
    multiple: z.boolean(),
  })
  .meta({ id: 'QuizQuestion' });
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizQuestionListSchema = z
  .object({
    questions: z.array(QuizQuestionSchema),
    /** The category of category mode, for the page title. */
    category: QuizCategorySummarySchema.optional(),
  })
  .meta({ id: 'QuizQuestionList' });
export type QuizQuestionList = z.infer<typeof QuizQuestionListSchema>;

export const QuizQuestionIdParamSchema = z.object({ id: z.uuid() });

export const QuizAnswerSchema = z.object({
  /** The chosen option texts; at least one. */
  selected: z
    .array(z.string().max(2000))
    .min(1, 'REQUIRED')
    .max(10)
    .refine((list) => new Set(list).size === list.length, 'DUPLICATE'),
});
export type QuizAnswer = z.infer<typeof QuizAnswerSchema>;

export const QuizAnswerResultSchema = z
  .object({
    isCorrect: z.boolean(),
    correctAnswers: z.array(z.string()),
    explanation: z.string(),
  })
  .meta({ id: 'QuizAnswerResult' });
export type QuizAnswerResult = z.infer<typeof QuizAnswerResultSchema>;
