// Dates, times and prices of the booking screens in the active UI language.
import { BOOKING_TIME_ZONE, berlinDateTime } from '@common/schemas/booking';
import { localeOf } from '../../lib/format';

/** '2026-11-24' → 'Dienstag, 24. November 2026' in German. */
export function formatBookingDate(isoDate: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** '2026-12-02' → 'Mi., 2. Dezember 2026' in German: the learner's booking screens. */
export function formatBookingDay(isoDate: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

/** '2026-12-03' (a calendar date such as an invoice's paidOn) → '3. Dezember 2026'. */
export function formatCalendarDate(isoDate: string, language: string | undefined): string {
  return new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T12:00:00Z`),
  );
}

/** An ISO timestamp → its Berlin date '3. Dezember 2026' and time '14:05' (sessions happen in Berlin time). */
export function formatMoment(isoTimestamp: string, language: string | undefined): { date: string; time: string } {
  const moment = new Date(isoTimestamp);
  const locale = localeOf(language);
  return {
    date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: BOOKING_TIME_ZONE }).format(moment),
    time: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BOOKING_TIME_ZONE }).format(
      moment,
    ),
  };
}

/** 8900 → '89,00 €' in German, '€89.00' in English. */
export function formatPrice(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Berlin's today: bookings are Berlin calendar dates, wherever the browser is. */
export const todayInBerlin = () => berlinDateTime(new Date()).date;

/** '09:00' plus 60 minutes → '10:00' (the end of a session on the same day). */
export function addMinutesToSlot(slot: string, minutes: number): string {
  const [hours, mins] = slot.split(':').map(Number);
  const total = (hours! * 60 + mins! + minutes) % (24 * 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
