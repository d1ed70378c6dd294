// Spaced repetition of the exam questions (docs/decisions/061-spaced-repetition.md): the bounds of the
// learner's 'Ziel-Behaltensrate' and what "due today" means.

/** Desired retention in percent: the share of due questions the learner wants to still know. */
export const DESIRED_RETENTION_MIN = 80;
export const DESIRED_RETENTION_MAX = 95;
export const DESIRED_RETENTION_DEFAULT = 90;

/** Questions per "Wiederholen" round: the due ones first, then new ones. */
export const REVIEW_ROUND_SIZE = 20;

/** The platform's day: a question due before midnight in Germany is due today. */
export const REVIEW_TIME_ZONE = 'Europe/Berlin';

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it, and every
// hub, round and due count asks for the end of the day.
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: REVIEW_TIME_ZONE, timeZoneName: 'longOffset' });
const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: REVIEW_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UTC offset of Germany at `instant` in minutes (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The calendar day in Germany at `instant` ('2026-11-25'; en-CA writes dates as YYYY-MM-DD). */
export function getGermanDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** The next midnight in Germany after `now`: questions due before it are due today. */
export function endOfReviewDay(now: Date): Date {
  const [year, month, day] = getGermanDate(now).split('-').map(Number);
  const midnightAsUtc = Date.UTC(year!, month! - 1, day! + 1);
  // the offset at that midnight (the day a clock changes, it differs from now's)
  return new Date(midnightAsUtc - offsetMinutes(new Date(midnightAsUtc)) * 60_000);
}

export function isDesiredRetention(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DESIRED_RETENTION_MIN && (value as number) <= DESIRED_RETENTION_MAX;
}
