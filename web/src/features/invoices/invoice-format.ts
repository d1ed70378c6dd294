// Money and dates of the invoice screens in the active UI language.
import { berlinDateTime } from '@common/schemas/booking';
import { formatCalendarDate, localeOf } from '../../lib/format';

/** 8900 → '89,00 €' in German; negative on a cancellation invoice ('-89,00 €'). */
export function formatMoney(cents: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** '2026-11-21' → '21.11.2026' in German (tables). */
export const formatInvoiceDate = (date: string, language: string | undefined) => formatCalendarDate(date, language);

/** Berlin's today, 'YYYY-MM-DD': invoices and payments are Berlin calendar dates. */
export const todayInBerlin = () => berlinDateTime(new Date()).date;
