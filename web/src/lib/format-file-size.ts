// File sizes in the active UI language: '2 GB', '12,5 MB' in German.
import { localeOf } from './format';

const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** Bytes in the largest unit that gives at least 1 (binary steps, as operating systems show them), one decimal at most. */
export function formatFileSize(bytes: number, language: string | undefined): string {
  const [unit, size] = UNITS.find(([, step]) => bytes >= step) ?? (['byte', 1] as const);
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    bytes / size,
  );
}
