// Dates and prices of the booking screens in the active UI language.
import { berlinDateTime } from '@common/schemas/booking';
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

/** 8900 → '89,00 €' in German, '€89.00' in English. */
export function formatPrice(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** Berlin's today: bookings are Berlin calendar dates, wherever the browser is. */
export const todayInBerlin = () => berlinDateTime(new Date()).date;
