// The finished Prüfungssimulationen of a learner, as the statistics page lists them
// (docs/decisions/078-exam-simulation.md).
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { getPercent, isPassed } from '@common/domain';
import type { Database } from './db/client';
import { examSimulations } from './db/schema';

/** The finished simulations that ended on or after a calendar day in Germany (the statistics page's period). */
export async function listFinishedSimulations(db: Database, { userId, fromDate }: { userId: string; fromDate: string }) {
  const rows = await db
    .select()
    .from(examSimulations)
    .where(
      and(
        eq(examSimulations.userId, userId),
        isNotNull(examSimulations.submittedAt),
        sql`${examSimulations.submittedAt} >= (${fromDate}::date::timestamp at time zone 'Europe/Berlin')`,
      ),
    )
    .orderBy(asc(examSimulations.submittedAt));
  return rows.map((row) => ({
    id: row.id,
    submittedAt: row.submittedAt!.toISOString(),
    percent: getPercent(row.correctCount ?? 0, row.questionCount),
    passed: isPassed(row.correctCount ?? 0, row.questionCount, row.passPercent),
  }));
}
