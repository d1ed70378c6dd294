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

/** 1234 → '1.234' in German. */
export function formatNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** '25.11.2026' in German. */
export function formatDate(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
