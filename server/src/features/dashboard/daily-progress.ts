// "Heute: 12 von 20 Fragen" and the days in a row (docs/decisions/079-traffic-lights-and-daily-goal.md):
// the learner's exam answers grouped by calendar day in Germany.
import { eq, sql } from 'drizzle-orm';
import { berlinClock, countDaysInARow, DAILY_GOAL_DEFAULT } from '@common/domain';
import type { DailyProgress } from '@common/schemas/dashboard';
import type { Database } from '../../db/client';
import { profiles, quizUserAttempts } from '../../db/schema';

export async function getDailyProgress({ db, userId, now }: { db: Database; userId: string; now: Date }): Promise<DailyProgress> {
  const germanDay = sql<string>`to_char(${quizUserAttempts.createdAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;
  const [[profile], days] = await Promise.all([
    db.select({ dailyGoal: profiles.dailyGoal }).from(profiles).where(eq(profiles.id, userId)),
    db
      .select({ day: germanDay, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(quizUserAttempts)
      .where(eq(quizUserAttempts.userId, userId))
      .groupBy(germanDay),
  ]);
  const today = berlinClock(now).date;
  return {
    dailyGoal: profile?.dailyGoal ?? DAILY_GOAL_DEFAULT,
    answeredToday: days.find((row) => row.day === today)?.count ?? 0,
    daysInARow: countDaysInARow(
      days.map((row) => row.day),
      today,
    ),
  };
}
