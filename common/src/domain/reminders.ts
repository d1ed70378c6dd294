// Reminder mails of the spaced repetition (docs/decisions/064-learning-reminders-job-runner.md): the
// learner's choice and which period's reminder is due at a moment, on the clock in Germany.
import { REVIEW_TIME_ZONE } from './spaced-repetition';

export const REMINDER_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type ReminderFrequency = (typeof REMINDER_FREQUENCIES)[number];

/** The hour (0–23, Germany) the reminder is sent at or after; default: early evening. */
export const REMINDER_HOUR_DEFAULT = 18;
/** The weekday of a weekly reminder, ISO numbering (1 Monday … 7 Sunday); default Monday. */
export const REMINDER_WEEKDAY_DEFAULT = 1;

export interface ReminderPreference {
  frequency: ReminderFrequency;
  hour: number;
  weekday: number;
}

export interface BerlinClock {
  /** 'YYYY-MM-DD' */
  date: string;
  hour: number;
  /** 1 Monday … 7 Sunday */
  weekday: number;
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: REVIEW_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date, hour and weekday in Germany at `now`. */
export function berlinClock(now: Date): BerlinClock {
  const parts = Object.fromEntries(clockFormat.formatToParts(now).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, hour: Number(parts.hour), weekday };
}

/** The ISO 8601 week of a calendar date: '2026-W48' (the week's Thursday decides the year). */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = ((day.getUTCDay() + 6) % 7) + 1;
  const thursday = new Date(day.getTime() + (4 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period whose reminder is due at `now` ('daily:2026-11-25', 'weekly:2026-W48'), or undefined
 * while the chosen hour (and weekday) has not come yet in the current period. Once it has come, the
 * period's reminder stays due until the period ends, so a server that was down at that hour sends it later.
 */
export function dueReminderPeriod(preference: ReminderPreference, now: Date): string | undefined {
  const clock = berlinClock(now);
  if (preference.frequency === 'daily') {
    return clock.hour >= preference.hour ? `daily:${clock.date}` : undefined;
  }
  if (preference.frequency === 'weekly') {
    const hasCome = clock.weekday > preference.weekday || (clock.weekday === preference.weekday && clock.hour >= preference.hour);
    return hasCome ? `weekly:${isoWeekOf(clock.date)}` : undefined;
  }
  return undefined;
}
