import { z } from 'zod';

const count = z.number().int().nonnegative();
const isoDate = z.iso.date();

/** `?days=30|90|365`: the period, in days ending today (Germany; STATISTICS_PERIODS in common/domain). */
export const StatisticsQuerySchema = z.object({
  days: z.enum(['30', '90', '365'], 'INVALID_PERIOD'),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

export const StatisticsSchema = z
  .object({
    days: z.union([z.literal(30), z.literal(90), z.literal(365)]),
    /** The period's first and last day (today), calendar days in Germany. */
    from: isoDate,
    to: isoDate,
    /** The days with answers, in order: all answers and the right ones. */
    answersPerDay: z.array(z.object({ date: isoDate, answers: count, correct: count })),
    /** Per category answered in the period (by name): the weeks with answers, named by their Monday. */
    accuracyPerWeek: z.array(
      z.object({
        categoryId: z.string(),
        categoryName: z.string(),
        weeks: z.array(z.object({ week: isoDate, answers: count, correct: count })),
      }),
    ),
    /** Every ISO week with a day in the period, by its Monday: videos and chapters completed that week. */
    completionsPerWeek: z.array(z.object({ week: isoDate, videos: count, chapters: count })),
    /** Every day of the period: the overview's readiness at the end of that day. */
    readinessPerDay: z.array(z.object({ date: isoDate, readiness: z.number().int().min(0).max(100) })),
    /** Today's content in the learner's scope, the denominators of the readiness line. */
    totals: z.object({ questions: count, videos: count, chapters: count }),
    /** The Prüfungssimulationen finished in the period, oldest first. */
    examSimulations: z.array(
      z.object({ id: z.string(), submittedAt: z.string(), percent: z.number().int().min(0).max(100), passed: z.boolean() }),
    ),
  })
  .meta({ id: 'Statistics' });
export type Statistics = z.infer<typeof StatisticsSchema>;
