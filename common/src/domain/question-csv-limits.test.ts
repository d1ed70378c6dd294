// Issue 34: a CSV row passes the limits of the question and category forms (one schema), the file has a row limit
// that stops reading early, and blank lines cost next to nothing. The reader must read what papaparse reads.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseQuestionCsv, parseQuestionCsvAsync, readCsvRecords, readQuestionCsvRecord } from './question-csv';

const COLUMNS = [
  'category_name',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answers',
  'explanation',
  'difficulty',
  'mpu_types',
];
const HEADER = COLUMNS.join(';');
const record = (overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    category_name: 'Alkohol',
    question: 'Frage?',
    option_a: 'A',
    option_b: 'B',
    option_c: 'C',
    option_d: 'D',
    correct_answers: 'a',
    explanation: '',
    difficulty: '',
    mpu_types: '',
    ...overrides,
  };
  return COLUMNS.map((column) => values[column]!);
};
const read = (overrides: Partial<Record<string, string>>) => readQuestionCsvRecord(COLUMNS, record(overrides), 7);

describe('a row has the limits of the admin form', () => {
  it('refuses a text over its limit, naming the column and the limit; the limit itself is accepted', () => {
    expect(read({ question: 'x'.repeat(2001) })).toEqual({ row: 7, code: 'TOO_LONG', field: 'question', max: 2000 });
    expect(read({ option_c: 'o'.repeat(2001) })).toEqual({ row: 7, code: 'TOO_LONG', field: 'option_c', max: 2000 });
    expect(read({ option_b: '', option_d: 'o'.repeat(2001) })).toEqual({ row: 7, code: 'TOO_LONG', field: 'option_d', max: 2000 });
    expect(read({ explanation: 'e'.repeat(5001) })).toEqual({ row: 7, code: 'TOO_LONG', field: 'explanation', max: 5000 });
    expect(read({ category_name: 'k'.repeat(201) })).toEqual({ row: 7, code: 'TOO_LONG', field: 'category_name', max: 200 });
    const atTheLimit = read({
      question: 'x'.repeat(2000),
      option_a: 'a'.repeat(2000),
      explanation: 'e'.repeat(5000),
      category_name: 'k'.repeat(200),
    });
    expect(atTheLimit).toMatchObject({ row: 7, correctAnswers: ['a'.repeat(2000)] });
  });

  it('counts the characters after trimming, as the form does', () => {
    expect(read({ question: `  ${'x'.repeat(2000)}  ` })).toMatchObject({ question: 'x'.repeat(2000) });
  });

  it('refuses a category that starts like a spreadsheet formula, also written as "\'=…"', () => {
    for (const name of ['=cmd', '+1', '-Drogen', '@SUMME(A1)', "'=cmd"]) {
      expect(read({ category_name: name }), name).toEqual({ row: 7, code: 'FORMULA', field: 'category_name' });
    }
    expect(read({ category_name: 'Alkohol = Gift' })).toMatchObject({ categoryName: 'Alkohol = Gift' });
  });
});

describe('the file', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, n) => `K;Frage ${n}?;Ja;Nein;;;a;;;`);

  it('refuses more rows than the limit at the first row over it; blank rows do not count', () => {
    expect(parseQuestionCsv([HEADER, ...rows(3)].join('\n'), { maxRows: 3 })).toMatchObject({ ok: true, rows: { length: 3 } });
    expect(parseQuestionCsv([HEADER, ...rows(3), ';;;;;;;;;', '', '  '].join('\n'), { maxRows: 3 })).toMatchObject({ ok: true });
    expect(parseQuestionCsv([HEADER, ...rows(4)].join('\n'), { maxRows: 3 })).toEqual({ ok: false, error: 'TOO_MANY_ROWS' });
  });

  it('the default limit is 10,000 rows', () => {
    expect(parseQuestionCsv([HEADER, ...rows(10_000)].join('\r\n'))).toMatchObject({ ok: true, rows: { length: 10_000 } });
    expect(parseQuestionCsv([HEADER, ...rows(10_001)].join('\r\n'))).toEqual({ ok: false, error: 'TOO_MANY_ROWS' });
  });

  it('a header with nothing but blank rows is EMPTY_FILE, as is a file of blank rows alone', () => {
    expect(parseQuestionCsv(`${HEADER}\r\n`)).toEqual({ ok: false, error: 'EMPTY_FILE' });
    expect(parseQuestionCsv(`${HEADER}\r\n;;;;;;;;;\r\n"";"";;\r\n`)).toEqual({ ok: false, error: 'EMPTY_FILE' });
    expect(parseQuestionCsv(';;;;;;;;;\r\n'.repeat(10))).toEqual({ ok: false, error: 'EMPTY_FILE' });
  });

  it('skips almost 5 MB of blank rows in well under a second and keeps the row numbers', () => {
    const text = `${HEADER}\r\n${';;;;;;;;;\r\n'.repeat(450_000)}K;Frage?;Ja;Nein;;;z;;;\r\n`;
    // processor time, not wall time: a busy machine (the other test workers) must not fail it
    const started = process.cpuUsage();
    const result = parseQuestionCsv(text);
    const { user, system } = process.cpuUsage(started);
    // 1.9 s when papaparse made a record of each blank row (and twice, to count the rows)
    expect((user + system) / 1000).toBeLessThan(500);
    expect(result).toEqual({ ok: true, delimiter: ';', rows: [], errors: [{ row: 450_002, code: 'INVALID_CORRECT_ANSWER', value: 'z' }] });
  });

  it('parseQuestionCsvAsync pauses between batches and reads the same as parseQuestionCsv', async () => {
    const text = [HEADER, ...rows(2_000), ';;;;;;;;;\r\n'.repeat(100_000)].join('\r\n');
    let pauses = 0;
    const result = await parseQuestionCsvAsync(text, { pause: async () => void pauses++ });
    expect(result).toEqual(parseQuestionCsv(text));
    expect(pauses).toBeGreaterThanOrEqual(4);
  });
});

describe('records are read as papaparse reads them', () => {
  const papaparse = (text: string, delimiter: string) =>
    Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' }).data.filter((fields) => fields.some((field) => field.trim()));
  const ours = (text: string, delimiter: string) =>
    [...readCsvRecords(text, delimiter)].flatMap((record) => (record ? [record.fields] : []));

  it.each([
    ['plain', 'a;b;c\r\nd;e;f\r\n'],
    ['quoted delimiter and line break', 'a;"b;1\r\nzwei";c\r\nd;e;f'],
    ['escaped quotes', 'a;"er sagte ""nein""";c\n"""";"";x\n'],
    ['quote inside an unquoted field is text', 'a;Er sagte "Hallo;c\nd;e;f\n'],
    ['malformed closing quote', 'a;"b"x;c\nd;"e" ;f\n'],
    ['unterminated quote runs to the end', 'a;"b;c\nd;e\n'],
    ['trailing delimiter', 'a;b;\nc;d;'],
    ['LF inside a CRLF file is not a line break', 'a;b\nc\r\nd;e\r\n'],
    ['CR line breaks', 'a;b\rc;d\r'],
    ['blank lines of every kind', 'a;b\r\n\r\n  \r\n;;;\r\n\t;\r\nc;d\r\n\r\n'],
    ['comma', 'a,"b, c",d\n1,2,3'],
    ['tab', 'a\t"b\tc"\td\n1\t2\t3'],
  ])('%s', (_, text) => {
    const delimiter = text.includes('\t') && !text.includes(';') ? '\t' : text.includes(';') ? ';' : ',';
    expect(ours(text, delimiter)).toEqual(papaparse(text, delimiter));
  });

  it('numbers rows as a spreadsheet: blank rows count, a quoted line break does not', () => {
    const rows = [...readCsvRecords('h;h\r\n\r\n"a\r\nb";c\r\n;;\r\nd;e\r\n', ';')].flatMap((record) => (record ? [record.row] : []));
    expect(rows).toEqual([1, 3, 5]);
  });
});
