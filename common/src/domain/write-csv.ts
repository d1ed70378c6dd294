// The one CSV writer of the platform: every cell passes neutraliseCsvCell (csv-cells.ts) on the way out.
import Papa from 'papaparse';
import { neutraliseCsvCell } from './csv-cells';

/** The one CSV writer: a header and rows, every cell neutralised, quoted where needed. */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  options: {
    delimiter: string;
    newline: string;
    /** Columns of amounts the caller wrote itself ('-89,00'): such a cell is never a formula and stays a number. */
    amountColumns?: readonly number[];
  },
): string {
  const amount = /^-?\d+(,\d{2})?$/;
  const cell = (value: string, column: number) =>
    options.amountColumns?.includes(column) && amount.test(value) ? value : neutraliseCsvCell(value);
  return Papa.unparse(
    { fields: fields.map(neutraliseCsvCell), data: rows.map((row) => row.map(cell)) },
    { delimiter: options.delimiter, newline: options.newline, escapeFormulae: false },
  );
}
