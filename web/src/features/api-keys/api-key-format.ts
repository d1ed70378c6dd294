// How the admin table shows keys and dates.
import { localeOf } from '../../lib/format';

/** The masking dots between the prefix and the last four characters: at most 20 (the spec's display). */
export const MASK_DOTS = 16;

/** 'pd_••••••••••••••••AbC1': the prefix, dots, the last four (20 characters after the prefix). */
export function maskApiKey(prefix: string, lastFour: string): string {
  return `${prefix}${'•'.repeat(MASK_DOTS)}${lastFour}`;
}

/** '23. November 2026' in German: a calendar day (YYYY-MM-DD), shown as that day everywhere. */
export function formatDay(day: string, language: string | undefined): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** '23. November 2026' for an instant, as the day it was in Europe/Berlin. */
export function formatInstantDay(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(date);
}

/** '23. November 2026 um 14:05' (German) for the last use. */
export function formatInstant(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(date);
}
