// Booking times are wall-clock times in Berlin; the 24-hour rule, 'already past' and overlaps need real
// instants. Twice a year a wall-clock time is skipped (spring) or shown twice (autumn), so converting
// back (formatting the instant in Berlin) tells whether a guess is right.
import { BOOKING_TIME_ZONE } from '../schemas/booking';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

// built once: creating a formatter costs far more than formatting (a year of slots took a second)
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, timeZoneName: 'longOffset' });
const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Berlin's offset from UTC in minutes at `instant` (60 in winter, 120 in summer). */
function getBerlinOffsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The wall clock read as if it were UTC (the instant before subtracting Berlin's offset). */
function readWallClockAsUtc(isoDate: string, time: string): number {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return Date.UTC(year, month - 1, day, hour, minute);
}

/** What the clocks in Berlin show at `instant`: '2026-11-24 09:00'. */
function readBerlinClock(instant: number): string {
  const parts = Object.fromEntries(clockFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

function showsBerlinClock(instant: number, isoDate: string, time: string): boolean {
  return readBerlinClock(instant) === `${isoDate} ${time}`;
}

/** Berlin's offsets just before and just after `isoDate` (they differ only on a changeover day). */
function getOffsetsAround(wall: number): { before: number; after: number } {
  return { before: getBerlinOffsetMinutes(wall - DAY_MS), after: getBerlinOffsetMinutes(wall + DAY_MS) };
}

/**
 * The instant at which the clocks in Berlin show `isoDate` `time`, or null when they never do (the hour
 * skipped in spring, 02:00–02:59 on the last Sunday of March). In autumn 02:00–02:59 are shown twice: the
 * first (summer time) is taken.
 */
export function findBerlinInstant(isoDate: string, time: string): Date | null {
  const wall = readWallClockAsUtc(isoDate, time);
  const { before, after } = getOffsetsAround(wall);
  const matches = [wall - before * MINUTE_MS, wall - after * MINUTE_MS]
    .filter((instant) => showsBerlinClock(instant, isoDate, time))
    .sort((a, b) => a - b);
  return matches.length > 0 ? new Date(matches[0]!) : null;
}

/**
 * The instant at which the clocks in Berlin show `isoDate` `time` ('2026-11-24', '09:00'). Like Temporal's
 * 'compatible': a time shown twice is its first occurrence, a skipped time is moved on by the skipped
 * length (02:30 on the spring day is 03:30 summer time).
 */
export function berlinInstant(isoDate: string, time: string): Date {
  const found = findBerlinInstant(isoDate, time);
  if (found) return found;
  const wall = readWallClockAsUtc(isoDate, time);
  return new Date(wall - getOffsetsAround(wall).before * MINUTE_MS);
}

/**
 * The first instant at which the clocks in Berlin show `isoDate` `time` or later: the time itself (its first
 * occurrence), or for a skipped time the moment the clocks jump past it. An interval 'until 02:30' on the
 * spring day ends when the clocks jump from 02:00 to 03:00.
 */
export function getFirstBerlinInstantReaching(isoDate: string, time: string): Date {
  const found = findBerlinInstant(isoDate, time);
  if (found) return found;
  const wall = readWallClockAsUtc(isoDate, time);
  const { before, after } = getOffsetsAround(wall);
  const target = `${isoDate} ${time}`;
  const reaches = (instant: number) => readBerlinClock(instant) >= target;
  // the clock is before `time` at `low` and past it at `high`; the jump lies between, on a whole minute
  let low = wall - Math.max(before, after) * MINUTE_MS;
  let high = wall - Math.min(before, after) * MINUTE_MS;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.floor((high - low) / MINUTE_MS / 2) * MINUTE_MS;
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  return new Date(high);
}
