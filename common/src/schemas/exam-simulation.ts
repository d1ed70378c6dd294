// 'Prüfungssimulation' (docs/decisions/078-exam-simulation.md): the rules the administrator sets, the
// simulation as the learner sees it (no correct answers before the end) and its result.
import { z } from 'zod';
import { EXAM_SIMULATION_LIMITS } from '../domain/exam-simulation';
import { ContentLanguageSchema } from './content-language';

const whole = (limits: { min: number; max: number }) =>
  z.number('INVALID_NUMBER').int('INVALID_NUMBER').min(limits.min, 'TOO_SMALL').max(limits.max, 'TOO_BIG');

export const ExamSimulationSettingsSchema = z
  .object({
    questionCount: whole(EXAM_SIMULATION_LIMITS.questionCount),
    minutes: whole(EXAM_SIMULATION_LIMITS.minutes),
    /** Passed from this share of right answers on (whole percent). */
    passPercent: whole(EXAM_SIMULATION_LIMITS.passPercent),
  })
  .meta({ id: 'ExamSimulationSettings' });
export type ExamSimulationSettings = z.infer<typeof ExamSimulationSettingsSchema>;

export const ExamSimulationSettingsViewSchema = ExamSimulationSettingsSchema.extend({
  /** ISO 8601 of the last save, or null (the defaults). */
  updatedAt: z.string().nullable(),
}).meta({ id: 'ExamSimulationSettingsView' });
export type ExamSimulationSettingsView = z.infer<typeof ExamSimulationSettingsViewSchema>;

export const ExamSimulationResultSchema = z
  .object({
    correct: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
    passed: z.boolean(),
    categories: z.array(z.object({ name: z.string(), correct: z.number().int(), total: z.number().int() })),
  })
  .meta({ id: 'ExamSimulationResult' });
export type ExamSimulationResult = z.infer<typeof ExamSimulationResultSchema>;

export const ExamSimulationSummarySchema = z
  .object({
    id: z.string(),
    startedAt: z.string(),
    /** Null while it runs. */
    submittedAt: z.string().nullable(),
    percent: z.number().int().nullable(),
    passed: z.boolean().nullable(),
  })
  .meta({ id: 'ExamSimulationSummary' });
export type ExamSimulationSummary = z.infer<typeof ExamSimulationSummarySchema>;

export const ExamSimulationOverviewSchema = z
  .object({
    rules: ExamSimulationSettingsSchema,
    /** Questions in the learner's scope: a simulation draws min(this, questionCount). */
    available: z.number().int(),
    running: z.object({ id: z.string(), deadline: z.string() }).nullable(),
    /** The finished simulations, newest first. */
    history: z.array(ExamSimulationSummarySchema),
  })
  .meta({ id: 'ExamSimulationOverview' });
export type ExamSimulationOverview = z.infer<typeof ExamSimulationOverviewSchema>;

export const ExamSimulationQuestionSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    categoryName: z.string(),
    /** In this simulation's order; the id is the option's index in the stored question. */
    options: z.array(z.object({ id: z.number().int(), text: z.string() })),
    multiple: z.boolean(),
    selected: z.array(z.number().int()),
    marked: z.boolean(),
    /** Only once the simulation is over. */
    /** The language of the texts ("nur auf Deutsch" when German for a Turkish or English reader). */
    contentLanguage: ContentLanguageSchema,
    /** The German original of a translated question, options in the same order. */
    german: z.object({ text: z.string(), options: z.array(z.object({ id: z.number().int(), text: z.string() })) }).optional(),
    review: z
      .object({
        correctOptionIds: z.array(z.number().int()),
        isCorrect: z.boolean(),
        explanation: z.string(),
        legalBasis: z.string(),
        checkedOn: z.string().nullable(),
        germanExplanation: z.string().optional(),
      })
      .nullable(),
  })
  .meta({ id: 'ExamSimulationQuestion' });
export type ExamSimulationQuestion = z.infer<typeof ExamSimulationQuestionSchema>;

export const ExamSimulationSchema = z
  .object({
    id: z.string(),
    status: z.enum(['running', 'submitted']),
    startedAt: z.string(),
    deadline: z.string(),
    /** The server's clock when it answered: the time left is deadline − now, whatever the device's clock says. */
    now: z.string(),
    minutes: z.number().int(),
    passPercent: z.number().int(),
    submittedAt: z.string().nullable(),
    /** 'time': the server submitted it when the time was up. */
    submittedBy: z.enum(['learner', 'time']).nullable(),
    questions: z.array(ExamSimulationQuestionSchema),
    result: ExamSimulationResultSchema.nullable(),
  })
  .meta({ id: 'ExamSimulation' });
export type ExamSimulation = z.infer<typeof ExamSimulationSchema>;

export const ExamSimulationIdParamSchema = z.object({ id: z.uuid() });
export const ExamSimulationAnswerParamSchema = z.object({ id: z.uuid(), questionId: z.uuid() });

/** An answer as given so far (an empty selection: open again) and the mark 'später ansehen'. */
export const ExamSimulationAnswerSchema = z
  .object({
    selected: z.array(z.number('NOT_AN_OPTION').int('NOT_AN_OPTION').min(0, 'NOT_AN_OPTION')).max(20, 'TOO_MANY'),
    marked: z.boolean('INVALID_VALUE'),
  })
  .meta({ id: 'ExamSimulationAnswer' });
export type ExamSimulationAnswer = z.infer<typeof ExamSimulationAnswerSchema>;

export const ExamSimulationAnswerSavedSchema = z.object({ saved: z.literal(true) }).meta({ id: 'ExamSimulationAnswerSaved' });
