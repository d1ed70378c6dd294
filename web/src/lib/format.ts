// Numbers and dates in the active UI language (Intl), for features that show them.
import { toSupportedLanguage, type Language } from '@common/domain/value-sets';

const LOCALES: Record<Language, string> = { de: 'de-DE', tr: 'tr-TR', en: 'en-GB' };
export const localeOf = (language: string | undefined) => LOCALES[toSupportedLanguage(language)];

/** 67 → '67 %' in German, '%67' in Turkish, '67%' in English. */
export function formatWholePercent(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** '23.11.2026, 14:05' in German. */
export function formatDateTime(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar date 'YYYY-MM-DD' as a table date in the UI language: '21.11.2026' in German (no time zone shift). */
export function formatCalendarDate(date: string, language: string | undefined): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(parsed);
}
