// The one CSV writer of the platform: every cell passes neutraliseCsvCell (csv-cells.ts) on the way out.
import Papa from 'papaparse';
import { neutraliseCsvCell } from './csv-cells';

/** The one CSV writer: a header and rows, every cell neutralised, quoted where needed. */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  options: { delimiter: string; newline: string },
): string {
  return Papa.unparse(
    { fields: fields.map(neutraliseCsvCell), data: rows.map((row) => row.map(neutraliseCsvCell)) },
    { delimiter: options.delimiter, newline: options.newline, escapeFormulae: false },
  );
}
