// The performance trainer's results: stored per finished run, listed per exercise for the history.
import { and, desc, eq } from 'drizzle-orm';
import {
  PERFORMANCE_HISTORY_LIMIT,
  PerformanceResultSchema,
  type PerformanceExercise,
  type PerformanceResult,
  type PerformanceResultInput,
} from '@common/schemas/performance-trainer';
import type { Database } from '../../db/client';
import { performanceResults } from '../../db/schema';

type Row = typeof performanceResults.$inferSelect;

const toResult = (row: Row): PerformanceResult =>
  // the row was validated on the way in; parsing again keeps a hand-edited row from reaching the browser unchecked
  PerformanceResultSchema.parse({
    id: row.id,
    exercise: row.exercise,
    startedAt: row.startedAt.toISOString(),
    durationMs: row.durationMs,
    scores: row.scores,
    createdAt: row.createdAt.toISOString(),
  });

export async function saveResult({ db, userId, input }: { db: Database; userId: string; input: PerformanceResultInput }) {
  const [row] = await db
    .insert(performanceResults)
    .values({ userId, exercise: input.exercise, startedAt: new Date(input.startedAt), durationMs: input.durationMs, scores: input.scores })
    .returning();
  return toResult(row!);
}

/** The viewer's latest runs of one exercise (by when they were run), oldest first: the order of the history chart. */
export async function listResults({ db, userId, exercise }: { db: Database; userId: string; exercise: PerformanceExercise }) {
  const rows = await db
    .select()
    .from(performanceResults)
    .where(and(eq(performanceResults.userId, userId), eq(performanceResults.exercise, exercise)))
    .orderBy(desc(performanceResults.startedAt), desc(performanceResults.createdAt), desc(performanceResults.id))
    .limit(PERFORMANCE_HISTORY_LIMIT);
  return rows.reverse().map(toResult);
}
