// Question rounds kept on the server (docs/decisions/076-quiz-rounds.md): a round fixes its questions
// and, per question, the order of their options when it starts; a reload or another device continues
// it; every answer is evaluated on option ids (common/src/domain/option-order.ts).
import { z } from 'zod';
import { DIFFICULTIES } from '../domain';
import { ContentLanguageSchema } from './content-language';

/** The modes of the hub plus 'marked' ("Gemerkte Fragen"). */
export const ROUND_MODES = ['all', 'random', 'category', 'mistakes', 'review', 'marked'] as const;
export type RoundMode = (typeof ROUND_MODES)[number];
export const ROUND_STATUSES = ['active', 'finished'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];
/** How far an offline answer's time may lie ahead of the server's clock (the device's clock drifts). */
export const ANSWERED_AT_SKEW_MS = 10_000;

export const StartRoundSchema = z
  .object({
    mode: z.enum(ROUND_MODES),
    categoryId: z.uuid().optional(),
    /** End the learner's running round and start this one. */
    replace: z.boolean().optional(),
  })
  .refine((body) => body.mode !== 'category' || body.categoryId !== undefined, { message: 'REQUIRED', path: ['categoryId'] });
export type StartRound = z.infer<typeof StartRoundSchema>;

/** POST /api/quiz/rounds/prepared-review: the round the learner is in, whose questions the next one leaves out. */
export const PrepareReviewRoundSchema = z.object({ after: z.uuid().optional() });
export type PrepareReviewRound = z.infer<typeof PrepareReviewRoundSchema>;

export const QuizRoundSummarySchema = z
  .object({
    id: z.string(),
    mode: z.enum(ROUND_MODES),
    /** Category rounds: the category's name. */
    categoryName: z.string().optional(),
    answered: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'QuizRoundSummary' });
export type QuizRoundSummary = z.infer<typeof QuizRoundSummarySchema>;

export const RoundOptionSchema = z.object({ id: z.number().int(), text: z.string() }).meta({ id: 'RoundOption' });
export type RoundOption = z.infer<typeof RoundOptionSchema>;

/** What the explanation rests on: the rule, the day it was checked (Rechtsstand), the German original of a translation. */
const explanationSources = {
  /** '§ 13 S. 1 Nr. 2 c FeV'; empty when the question names none. */
  legalBasis: z.string(),
  /** YYYY-MM-DD, or null when unknown. */
  checkedOn: z.string().nullable(),
  /** The German explanation when `explanation` is a translation. */
  germanExplanation: z.string().optional(),
};

export const RoundAnswerSchema = z
  .object({
    selectedOptionIds: z.array(z.number().int()),
    isCorrect: z.boolean(),
    correctOptionIds: z.array(z.number().int()),
    explanation: z.string(),
    ...explanationSources,
  })
  .meta({ id: 'RoundAnswer' });
export type RoundAnswer = z.infer<typeof RoundAnswerSchema>;

export const RoundQuestionSchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    categoryName: z.string(),
    question: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    /** More than one option is correct: checkboxes instead of radio buttons. */
    multiple: z.boolean(),
    /** The learner marked it ("Merken"). */
    marked: z.boolean(),
    /** In the round's order. */
    options: z.array(RoundOptionSchema),
    /** The language of the texts: the learner's where a version exists, else German ("nur auf Deutsch"). */
    contentLanguage: ContentLanguageSchema,
    /** The German original of a translated question ("Auch auf Deutsch anzeigen"), options in the same order. */
    german: z.object({ question: z.string(), options: z.array(RoundOptionSchema) }).optional(),
    /** Null until answered; the correct ids and the explanation only come with the answer. */
    answer: RoundAnswerSchema.nullable(),
  })
  .meta({ id: 'RoundQuestion' });
export type RoundQuestion = z.infer<typeof RoundQuestionSchema>;

export const QuizRoundSchema = z
  .object({
    id: z.string(),
    mode: z.enum(ROUND_MODES),
    /** Category rounds: the category ("Neue Runde" starts another of it). */
    categoryId: z.string().optional(),
    categoryName: z.string().optional(),
    status: z.enum(ROUND_STATUSES),
    total: z.number().int(),
    answered: z.number().int(),
    questions: z.array(RoundQuestionSchema),
  })
  .meta({ id: 'QuizRound' });
export type QuizRound = z.infer<typeof QuizRoundSchema>;

export const ActiveRoundSchema = z.object({ round: QuizRoundSummarySchema.nullable() }).meta({ id: 'ActiveRound' });
export type ActiveRound = z.infer<typeof ActiveRoundSchema>;

/** 409 ROUND_ACTIVE: the learner's running round, so the page can ask before replacing it. */
export const RoundActiveErrorSchema = z
  .object({
    error: z.object({ code: z.literal('ROUND_ACTIVE'), message: z.string() }),
    activeRound: QuizRoundSummarySchema,
  })
  .meta({ id: 'RoundActiveError' });
export type RoundActiveError = z.infer<typeof RoundActiveErrorSchema>;

export const RoundIdParamSchema = z.object({ id: z.uuid() });

export const RoundAnswerRequestSchema = z.object({
  questionId: z.uuid(),
  selectedOptionIds: z
    .array(z.number().int().min(0).max(99))
    .min(1, 'REQUIRED')
    .max(10)
    .refine((list) => new Set(list).size === list.length, 'DUPLICATE'),
  /** Makes the answer idempotent: the same key again returns the same result and counts once. */
  clientKey: z.uuid(),
  /** When the answer was given (offline answers are sent later); between the round's start and now. */
  answeredAt: z.iso.datetime({ offset: true }).optional(),
});
export type RoundAnswerRequest = z.infer<typeof RoundAnswerRequestSchema>;

export const RoundAnswerResultSchema = z
  .object({
    isCorrect: z.boolean(),
    correctOptionIds: z.array(z.number().int()),
    explanation: z.string(),
    ...explanationSources,
    /** Questions of the round answered now. */
    answered: z.number().int(),
    /** The round ended with this answer (its last question). */
    finished: z.boolean(),
  })
  .meta({ id: 'RoundAnswerResult' });
export type RoundAnswerResult = z.infer<typeof RoundAnswerResultSchema>;

export const RoundReviewItemSchema = z
  .object({
    questionId: z.string(),
    question: z.string(),
    categoryName: z.string(),
    multiple: z.boolean(),
    options: z.array(RoundOptionSchema),
    /** Empty when the round ended before the question was answered. */
    selectedOptionIds: z.array(z.number().int()),
    correctOptionIds: z.array(z.number().int()),
    /** Null: not answered. */
    isCorrect: z.boolean().nullable(),
    explanation: z.string(),
    ...explanationSources,
    contentLanguage: ContentLanguageSchema,
    german: z.object({ question: z.string(), options: z.array(RoundOptionSchema) }).optional(),
  })
  .meta({ id: 'RoundReviewItem' });
export type RoundReviewItem = z.infer<typeof RoundReviewItemSchema>;

export const RoundReviewSchema = z
  .object({
    id: z.string(),
    mode: z.enum(ROUND_MODES),
    categoryId: z.string().optional(),
    categoryName: z.string().optional(),
    /** Right answers of all the round's questions (unanswered count as not right), as a whole percentage. */
    score: z.object({ correct: z.number().int(), total: z.number().int(), percent: z.number().int() }),
    items: z.array(RoundReviewItemSchema),
  })
  .meta({ id: 'RoundReview' });
export type RoundReview = z.infer<typeof RoundReviewSchema>;

export const QuestionMarkSchema = z.object({ marked: z.boolean() }).meta({ id: 'QuestionMark' });
export type QuestionMark = z.infer<typeof QuestionMarkSchema>;
