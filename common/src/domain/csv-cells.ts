// CSV the platform writes is opened in Excel, LibreOffice or Google Sheets, which run a cell that starts with
// '=', '+', '-', '@', a tab or a carriage return as a formula ('=HYPERLINK(…)', '=cmd|…', DDE). Every writer goes
// through writeCsv (write-csv.ts), which neutralises such a cell the way OWASP recommends (a leading single quote
// makes it text); category names may not start like that at all (ExamCategoryNameSchema). No papaparse here: the
// schemas import this file, and the admin page loads the CSV code only for the template.

/** OWASP's list of characters that make a spreadsheet read a cell as a formula. */
export const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

export function startsLikeFormula(text: string): boolean {
  return (FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(0));
}

/** "=1+1" becomes "'=1+1": the spreadsheet shows the text instead of running it. */
export function neutraliseCsvCell(cell: string): string {
  return startsLikeFormula(cell) ? `'${cell}` : cell;
}

/**
 * The reading side of neutraliseCsvCell: "'=1+1" is read as "=1+1", so a file the platform wrote imports
 * unchanged. A quote before anything else stays.
 */
export function restoreCsvCell(cell: string): string {
  return cell.charAt(0) === "'" && startsLikeFormula(cell.slice(1)) ? cell.slice(1) : cell;
}
