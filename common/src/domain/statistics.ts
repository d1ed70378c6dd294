// The statistics page (docs/decisions/063-statistics-chart-library.md): its periods, the calendar
// days and ISO weeks it groups by, and the readiness line. Days are calendar days in Germany, as
// for the review schedule (spaced-repetition.ts); a date is written 'YYYY-MM-DD' and a week is
// named by its Monday. No I/O; the server and the web share these helpers.
import { addDays } from './calendar-date';
import { summariseProgress } from './progress';
import { getGermanDate } from './spaced-repetition';
import type { StatisticsPeriod } from './statistics-periods';

export * from './statistics-periods';

const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export { addDays } from './calendar-date';

/** The period of `days` days ending today in Germany, both ends included. */
export function getStatisticsPeriod(now: Date, days: StatisticsPeriod): { from: string; to: string } {
  const to = getGermanDate(now);
  return { from: addDays(to, 1 - days), to };
}

/** Every date from `from` to `to`, both included. */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(from); ms <= toUtc(to); ms += DAY_MS) days.push(fromUtc(ms));
  return days;
}

/** 0 for Monday … 6 for Sunday (ISO). */
export function getWeekdayIndex(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the ISO week `date` belongs to. */
export function getWeekStart(date: string): string {
  return addDays(date, -getWeekdayIndex(date));
}

/** The Mondays of every ISO week that has a day in the period. */
export function listWeeks(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let week = getWeekStart(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** The ISO week number ('KW 48' in German calendars): the week of the year that holds its Thursday. */
export function getIsoWeekNumber(date: string): number {
  const thursday = toUtc(addDays(getWeekStart(date), 3));
  const firstOfYear = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - firstOfYear) / DAY_MS / 7) + 1;
}

/** Content done on a day (or, for the period's day before, everything done up to it). */
export interface DailyProgress {
  date: string;
  count: number;
}

export interface ReadinessInputs {
  from: string;
  to: string;
  /** Today's totals in the learner's scope: the history of content is not kept. */
  totals: { questions: number; videos: number; chapters: number };
  /** Per date: questions answered right for the first time, videos completed, chapters completed. */
  questionsFirstRight: DailyProgress[];
  videosCompleted: DailyProgress[];
  chaptersCompleted: DailyProgress[];
}

/** Adds up what was done on or before each day of the period; a date before `from` counts from the start. */
function cumulate(entries: DailyProgress[], days: string[]): number[] {
  const sorted = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  let index = 0;
  let sum = 0;
  return days.map((day) => {
    while (index < sorted.length && sorted[index]!.date <= day) sum += sorted[index++]!.count;
    return sum;
  });
}

/** The overview's readiness (getReadiness through summariseProgress) at the end of each day of the period. */
export function getReadinessLine(inputs: ReadinessInputs): { date: string; readiness: number }[] {
  const days = listDays(inputs.from, inputs.to);
  const questions = cumulate(inputs.questionsFirstRight, days);
  const videos = cumulate(inputs.videosCompleted, days);
  const chapters = cumulate(inputs.chaptersCompleted, days);
  return days.map((date, i) => ({
    date,
    readiness: summariseProgress({
      questionsTotal: inputs.totals.questions,
      questionsCorrect: questions[i]!,
      videosTotal: inputs.totals.videos,
      videosCompleted: videos[i]!,
      chaptersTotal: inputs.totals.chapters,
      chaptersCompleted: chapters[i]!,
      attempts: 0,
      incorrectAttempts: 0,
    }).readiness,
  }));
}
