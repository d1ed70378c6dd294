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

/** '1.234' in German and Turkish, '1,234' in English. */
export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/**
 * A calendar date 'YYYY-MM-DD' (no time, no zone): '21.11.2026' in German, '21 November 2026' with
 * `long`, '21.11.' with `short`. Formatted in UTC, where the date string's midnight is, so no zone moves it.
 */
export function formatCalendarDate(date: string, language: string | undefined, style: 'numeric' | 'short' | 'long' = 'numeric'): string {
  const instant = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(instant.getTime())) return '';
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { day: 'numeric', month: 'long', year: 'numeric' }
      : style === 'short'
        ? { day: '2-digit', month: '2-digit' }
        : { day: '2-digit', month: '2-digit', year: 'numeric' };
  return new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: 'UTC' }).format(instant);
}
