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

/** The UTC offset of `timeZone` at `instant` in minutes (Berlin: 60 in winter, 120 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The next midnight in Germany after `now`: questions due before it are due today. */
export function endOfReviewDay(now: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: REVIEW_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const midnightAsUtc = Date.UTC(year!, month! - 1, day! + 1);
  // the offset at that midnight (the day a clock changes, it differs from now's)
  return new Date(midnightAsUtc - offsetMinutes(new Date(midnightAsUtc), REVIEW_TIME_ZONE) * 60_000);
}

export function isDesiredRetention(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DESIRED_RETENTION_MIN && (value as number) <= DESIRED_RETENTION_MAX;
}
