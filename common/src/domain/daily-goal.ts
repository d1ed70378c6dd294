// "Tagesziel" and the days in a row on the overview (issue 36, docs/decisions/079-traffic-lights-and-daily-goal.md):
// answered exam questions per calendar day in Germany.
import { addDays } from './calendar-date';

/** 'Tagesziel: 20 Fragen' by default; the settings allow 5–200. */
export const DAILY_GOAL_DEFAULT = 20;
export const DAILY_GOAL_MIN = 5;
export const DAILY_GOAL_MAX = 200;

export function isDailyGoal(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DAILY_GOAL_MIN && (value as number) <= DAILY_GOAL_MAX;
}

/**
 * The days in a row the learner practised, up to `today` ('YYYY-MM-DD' in Germany). A day not yet
 * practised today does not break the row: it counts up to yesterday until the day is over.
 * `practisedDays` are the German calendar days with at least one answer, in any order.
 */
export function countDaysInARow(practisedDays: Iterable<string>, today: string): number {
  const days = new Set(practisedDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}
