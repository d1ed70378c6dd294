// The reaction and concentration trainer (/dashboard/performance-trainer, issue 21): a finished run
// of one exercise and its scores. The scores are computed in the browser from the event sequence
// (common/src/domain/performance-trainer); the server checks that they are plausible.
import { z } from 'zod';

export const PERFORMANCE_EXERCISES = ['reaction', 'vigilance', 'overview'] as const;
export type PerformanceExercise = (typeof PERFORMANCE_EXERCISES)[number];

/** At most this many results are listed per exercise (the newest). */
export const PERFORMANCE_HISTORY_LIMIT = 100;
/** The longest plausible run: the longest exercise takes about five minutes, with pauses. */
export const PERFORMANCE_MAX_DURATION_MS = 60 * 60_000;

const count = z.number().int().min(0).max(2000);
/** A median reaction time; null when there was no valid reaction. */
const reactionMs = z.number().int().min(100).max(10_000).nullable();

export const ReactionScoresSchema = z
  .strictObject({ stimuli: count, correct: count, wrong: count, missed: count, early: count, medianMs: reactionMs })
  .refine((s) => s.correct + s.wrong + s.missed === s.stimuli, { message: 'SUM_MISMATCH', path: ['stimuli'] });

export const VigilanceScoresSchema = z
  .strictObject({
    stimuli: count,
    targets: count,
    hits: count,
    misses: count,
    falseAlarms: count,
    early: count,
    medianMs: reactionMs,
    minuteMedians: z.array(reactionMs).min(1).max(60),
  })
  .refine((s) => s.hits + s.misses === s.targets && s.targets <= s.stimuli, { message: 'SUM_MISMATCH', path: ['targets'] });

export const OverviewScoresSchema = z.strictObject({
  scenes: z.number().int().min(1).max(200),
  found: count,
  missed: count,
  wronglyTicked: count,
});

const common = {
  startedAt: z.iso.datetime({ offset: true }),
  durationMs: z.number().int().min(1000).max(PERFORMANCE_MAX_DURATION_MS),
};

export const PerformanceResultInputSchema = z
  .discriminatedUnion('exercise', [
    z.strictObject({ exercise: z.literal('reaction'), ...common, scores: ReactionScoresSchema }),
    z.strictObject({ exercise: z.literal('vigilance'), ...common, scores: VigilanceScoresSchema }),
    z.strictObject({ exercise: z.literal('overview'), ...common, scores: OverviewScoresSchema }),
  ])
  .meta({ id: 'PerformanceResultInput' });
export type PerformanceResultInput = z.infer<typeof PerformanceResultInputSchema>;

export type ReactionResultScores = z.infer<typeof ReactionScoresSchema>;
export type VigilanceResultScores = z.infer<typeof VigilanceScoresSchema>;
export type OverviewResultScores = z.infer<typeof OverviewScoresSchema>;

const stored = { id: z.string(), startedAt: z.string(), durationMs: z.number().int(), createdAt: z.string() };

export const PerformanceResultSchema = z
  .discriminatedUnion('exercise', [
    z.object({ exercise: z.literal('reaction'), ...stored, scores: ReactionScoresSchema }),
    z.object({ exercise: z.literal('vigilance'), ...stored, scores: VigilanceScoresSchema }),
    z.object({ exercise: z.literal('overview'), ...stored, scores: OverviewScoresSchema }),
  ])
  .meta({ id: 'PerformanceResult' });
export type PerformanceResult = z.infer<typeof PerformanceResultSchema>;

export const PerformanceResultListSchema = z.object({ items: z.array(PerformanceResultSchema) }).meta({ id: 'PerformanceResultList' });
export type PerformanceResultList = z.infer<typeof PerformanceResultListSchema>;

export const PerformanceResultQuerySchema = z.object({ exercise: z.enum(PERFORMANCE_EXERCISES) });
