// The day and week of "Meine Termine": Berlin calendar dates (YYYY-MM-DD) and times, formatted in the interface language.
import { addDays, BOOKING_TIME_ZONE, isCalendarDate } from '@common/schemas/booking';
import { localeOf } from '../../lib/format';

export type CalendarView = 'day' | 'week';

export const parseCalendarView = (value: string | null): CalendarView => (value === 'week' ? 'week' : 'day');

export const parseCalendarDate = (value: string | null, fallback: string): string => (value && isCalendarDate(value) ? value : fallback);

/** The Monday of the date's week (weeks run Monday to Sunday, as in Germany). */
export function startOfWeek(isoDate: string): string {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/** The dates the view shows around `date`: the day itself, or Monday to Sunday of its week. */
export function rangeOf(view: CalendarView, date: string): { from: string; to: string } {
  if (view === 'day') return { from: date, to: date };
  const from = startOfWeek(date);
  return { from, to: addDays(from, 6) };
}

/** The previous (-1) or next (+1) day or week. */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  return addDays(date, direction * (view === 'day' ? 1 : 7));
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const noon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '2026-12-02' → 'Mi., 2. Dezember 2026' in German. */
export function formatDayHeading(isoDate: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(isoDate));
}

/** '30. November – 6. Dezember 2026' in German. */
export function formatWeekRange(from: string, to: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
    noon(from),
    noon(to),
  );
}

/** An instant's Berlin wall-clock time, '09:00'. */
export function formatBerlinTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BOOKING_TIME_ZONE }).format(
    instant,
  );
}

/** An instant's Berlin date, '2. Dezember 2026' in German. */
export function formatBerlinDate(iso: string, language: string | undefined): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: BOOKING_TIME_ZONE,
  }).format(instant);
}
