// Numbers, times and ids of the story, in the active language.
import { localeOf } from '../../lib/format';

/** '1,6' → 1.6; '1.6' → 1.6; anything else → null. */
export function parseDecimal(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}

export function formatDecimal(value: number, language: string | undefined, fractionDigits = 2): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: fractionDigits, useGrouping: false }).format(value);
}

/** A BAK with two decimals, without the sign: '1,60'. */
export function formatPermilleNumber(value: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A BAK in ‰ with two decimals: '1,60 ‰'. */
export function formatPermille(value: number, language: string | undefined): string {
  return `${formatPermilleNumber(value, language)} ‰`;
}

/** The clock time of an instant in the learner's zone: '23:41'. */
export function formatClock(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), { hour: '2-digit', minute: '2-digit' }).format(date);
}

export const newItemId = () => crypto.randomUUID();
