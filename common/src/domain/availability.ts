// A counsellor's availability: weekly hours, a session length, a buffer between sessions and days off,
// all in Berlin wall-clock time, turned into the bookable start times of one calendar date.
import { isCalendarDate } from '../schemas/booking';
import { findBerlinInstant, getFirstBerlinInstantReaching } from './berlin-time';

/** ISO: Monday 1 … Sunday 7. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** 'HH:MM', from < to. */
export interface WeeklyHours {
  weekday: Weekday;
  from: string;
  to: string;
}
export interface AvailabilityRules {
  weeklyHours: WeeklyHours[];
  /** 30..240 */
  sessionMinutes: number;
  /** 0..120 */
  bufferMinutes: number;
  /** Whole days off, 'YYYY-MM-DD' (holidays, leave). */
  daysOff: string[];
  /** Start times shown but never bookable (the starter schedule's 13:00). */
  closedTimes: string[];
}
export interface DaySlot {
  time: string;
  startsAt: Date;
  endsAt: Date;
  isClosed: boolean;
}

export const SESSION_MINUTES_MIN = 30;
export const SESSION_MINUTES_MAX = 240;
export const BUFFER_MINUTES_MAX = 120;
/** 24-hour wall-clock time; '24:00' and '9:00' are not times. */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

/** The specification's schedule: Mon–Fri 09:00–11:30 and 13:00–17:00, 60 min + 30 min buffer -> 09:00 10:30 13:00 14:30 16:00, 13:00 closed. */
export const STARTER_AVAILABILITY: AvailabilityRules = {
  weeklyHours: WORKING_DAYS.flatMap((weekday) => [
    { weekday, from: '09:00', to: '11:30' },
    { weekday, from: '13:00', to: '17:00' },
  ]),
  sessionMinutes: 60,
  bufferMinutes: 30,
  daysOff: [],
  closedTimes: ['13:00'],
};

function toMinutes(time: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
}

function formatMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function getIsoWeekday(isoDate: string): Weekday {
  return (new Date(`${isoDate}T12:00:00Z`).getUTCDay() || 7) as Weekday;
}

/**
 * The slots of one Berlin calendar date, in time order: each weekly interval of that weekday from its start,
 * one session every sessionMinutes + bufferMinutes, as long as the session ends by the interval's end. None
 * on a day off. A wall-clock start that does not exist on that date (the spring-forward hour, 02:00–02:59 on
 * the last Sunday of March) is left out; on the autumn day (last Sunday of October) 02:00–02:59 happen
 * twice: the first occurrence (summer time) only. startsAt/endsAt are real instants (endsAt = startsAt +
 * sessionMinutes in real minutes).
 */
export function slotsOn(rules: AvailabilityRules, date: string): DaySlot[] {
  const step = rules.sessionMinutes + rules.bufferMinutes;
  // rules that never passed availabilityProblems must not loop forever
  if (!isCalendarDate(date) || !(rules.sessionMinutes > 0) || !(step > 0) || rules.daysOff.includes(date)) return [];
  const weekday = getIsoWeekday(date);
  const slots: DaySlot[] = [];
  for (const hours of rules.weeklyHours) {
    if (hours.weekday !== weekday || !TIME_PATTERN.test(hours.from) || !TIME_PATTERN.test(hours.to)) continue;
    // the end is compared in real time: on a changeover night the wall clock gains or loses an hour
    const intervalEnd = getFirstBerlinInstantReaching(date, hours.to).getTime();
    for (let minutes = toMinutes(hours.from); minutes < toMinutes(hours.to); minutes += step) {
      const time = formatMinutes(minutes);
      const startsAt = findBerlinInstant(date, time);
      if (!startsAt) continue;
      const endsAt = new Date(startsAt.getTime() + rules.sessionMinutes * 60_000);
      if (endsAt.getTime() > intervalEnd) continue;
      slots.push({ time, startsAt, endsAt, isClosed: rules.closedTimes.includes(time) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Whether two [start, end) instants overlap (for the double-booking check across changed hours). */
export function overlaps(a: { startsAt: Date; endsAt: Date }, b: { startsAt: Date; endsAt: Date }): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

function isWholeNumberIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Problems with rules a counsellor entered, as field errors like the API's ({} when valid): a bad 'HH:MM'
 * at 'weeklyHours.N.from'/'.to' or 'closedTimes.N' ('TIME'); at 'weeklyHours.N.to' an interval that ends
 * before it starts ('BEFORE_START'), overlaps an earlier listed interval of its weekday ('OVERLAP') or is
 * shorter than one session ('TOO_SHORT'); a weekday outside 1..7 or a session length or buffer out of range
 * ('RANGE'); a day off that is not a calendar date ('daysOff.N': 'DATE').
 */
export function availabilityProblems(rules: AvailabilityRules): Record<string, string> {
  const problems: Record<string, string> = {};
  const isSessionValid = isWholeNumberIn(rules.sessionMinutes, SESSION_MINUTES_MIN, SESSION_MINUTES_MAX);
  if (!isSessionValid) problems.sessionMinutes = 'RANGE';
  if (!isWholeNumberIn(rules.bufferMinutes, 0, BUFFER_MINUTES_MAX)) problems.bufferMinutes = 'RANGE';

  const accepted: { weekday: number; from: number; to: number }[] = [];
  rules.weeklyHours.forEach((hours, index) => {
    const path = `weeklyHours.${index}`;
    if (!isWholeNumberIn(hours.weekday, 1, 7)) problems[`${path}.weekday`] = 'RANGE';
    const isFromValid = TIME_PATTERN.test(hours.from);
    const isToValid = TIME_PATTERN.test(hours.to);
    if (!isFromValid) problems[`${path}.from`] = 'TIME';
    if (!isToValid) problems[`${path}.to`] = 'TIME';
    if (!isFromValid || !isToValid) return;
    const from = toMinutes(hours.from);
    const to = toMinutes(hours.to);
    if (to <= from) {
      problems[`${path}.to`] = 'BEFORE_START';
      return;
    }
    // touching intervals (09:00–12:00 and 12:00–14:00) are fine
    if (accepted.some((other) => other.weekday === hours.weekday && from < other.to && other.from < to)) {
      problems[`${path}.to`] = 'OVERLAP';
      return;
    }
    accepted.push({ weekday: hours.weekday, from, to });
    if (isSessionValid && to - from < rules.sessionMinutes) problems[`${path}.to`] = 'TOO_SHORT';
  });

  rules.daysOff.forEach((day, index) => {
    if (!isCalendarDate(day)) problems[`daysOff.${index}`] = 'DATE';
  });
  rules.closedTimes.forEach((time, index) => {
    if (!TIME_PATTERN.test(time)) problems[`closedTimes.${index}`] = 'TIME';
  });
  return problems;
}
