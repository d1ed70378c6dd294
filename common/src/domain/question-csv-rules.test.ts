// The import rules one at a time, each on the edge where a careless change would flip it (found by
// mutation testing: npm run test:mutation).
import { describe, expect, it } from 'vitest';
import {
  buildQuestionCsvTemplate,
  decodeWindows1252,
  detectDelimiter,
  parseQuestionCsv,
  readQuestionCsvRecord,
  toQuestionCsv,
} from './question-csv';

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
const record = (overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    category_name: 'Alkohol',
    question: 'Frage?',
    option_a: 'A',
    option_b: 'B',
    option_c: 'C',
    option_d: 'D',
    correct_answers: 'a',
    explanation: 'weil',
    difficulty: '',
    mpu_types: '',
    ...overrides,
  };
  return COLUMNS.map((column) => values[column]!);
};

describe('one record', () => {
  it('maps the German difficulty words leicht, mittel, schwer', () => {
    expect(readQuestionCsvRecord(COLUMNS, record({ difficulty: 'leicht' }), 2)).toMatchObject({ difficulty: 'easy' });
    expect(readQuestionCsvRecord(COLUMNS, record({ difficulty: 'Mittel' }), 2)).toMatchObject({ difficulty: 'medium' });
    expect(readQuestionCsvRecord(COLUMNS, record({ difficulty: 'schwer' }), 2)).toMatchObject({ difficulty: 'hard' });
    expect(readQuestionCsvRecord(COLUMNS, record({ difficulty: 'sehr schwer' }), 2)).toEqual({
      row: 2,
      code: 'INVALID_DIFFICULTY',
      value: 'sehr schwer',
    });
  });

  it('reads exact option texts, also with commas inside them, separated by comma, semicolon or bar', () => {
    const promille = { option_a: '0,5 Promille', option_b: '1,1 Promille', option_c: '1,6 Promille', option_d: '1,1 Promille und mehr' };
    const answers = (correct_answers: string) => readQuestionCsvRecord(COLUMNS, record({ ...promille, correct_answers }), 2);
    expect(answers('1,1 Promille')).toMatchObject({ correctAnswers: ['1,1 Promille'] });
    expect(answers('1,6 Promille, 0,5 Promille')).toMatchObject({ correctAnswers: ['0,5 Promille', '1,6 Promille'] });
    expect(answers('1,1 promille und mehr|1,1 Promille')).toMatchObject({ correctAnswers: ['1,1 Promille', '1,1 Promille und mehr'] });
    expect(answers('0,5 Promille; c')).toMatchObject({ correctAnswers: ['0,5 Promille', '1,6 Promille'] });
    expect(answers('1,1')).toEqual({ row: 2, code: 'INVALID_CORRECT_ANSWER', value: '1' });
    expect(answers('0,5 Promille, 2,0 Promille')).toEqual({ row: 2, code: 'INVALID_CORRECT_ANSWER', value: '2' });
    expect(readQuestionCsvRecord(COLUMNS, record({ option_c: '', correct_answers: 'A; c' }), 2)).toEqual({
      row: 2,
      code: 'CORRECT_ANSWER_WITHOUT_OPTION',
      value: 'c',
    });
  });

  it('reads the German MPU labels of the admin screens in any case, with or without "-MPU"', () => {
    const types = (mpu_types: string) => readQuestionCsvRecord(COLUMNS, record({ mpu_types }), 2);
    expect(types('Alkohol-MPU, Straftaten-MPU')).toMatchObject({ mpuTypes: ['alcohol', 'criminal'] });
    expect(types('drogen | PUNKTE; Medizinalcannabis MPU')).toMatchObject({ mpuTypes: ['drugs', 'points', 'medizinalcannabis'] });
    expect(types('Verkehrsauffälligkeiten-MPU')).toMatchObject({ mpuTypes: ['points'] });
    expect(types('Bier-MPU')).toEqual({ row: 2, code: 'INVALID_MPU_TYPE', value: 'bier-mpu' });
  });

  it('reads "a), c)" and a repeated letter as a and c once, in the order of the options', () => {
    expect(readQuestionCsvRecord(COLUMNS, record({ correct_answers: 'c), a), c' }), 2)).toMatchObject({ correctAnswers: ['A', 'C'] });
    expect(readQuestionCsvRecord(COLUMNS, record({ correct_answers: 'a)b' }), 2)).toEqual({
      row: 2,
      code: 'INVALID_CORRECT_ANSWER',
      value: 'a)b',
    });
  });

  it('blank extra cells are fine, a filled one is not; a short record is refused', () => {
    expect(readQuestionCsvRecord(COLUMNS, [...record(), '  '], 3)).toMatchObject({ row: 3, question: 'Frage?' });
    expect(readQuestionCsvRecord(COLUMNS, [...record(), 'x'], 3)).toEqual({ row: 3, code: 'TOO_MANY_COLUMNS' });
    expect(readQuestionCsvRecord(COLUMNS, record().slice(0, 9), 3)).toEqual({ row: 3, code: 'TOO_FEW_COLUMNS' });
  });

  it('a missing optional column reads as empty: default difficulty and reasons', () => {
    const columns = COLUMNS.slice(0, 7);
    expect(readQuestionCsvRecord(columns, record().slice(0, 7), 4)).toEqual({
      row: 4,
      categoryName: 'Alkohol',
      question: 'Frage?',
      options: ['A', 'B', 'C', 'D'],
      correctAnswers: ['A'],
      explanation: '',
      difficulty: 'medium',
      mpuTypes: ['alcohol'],
    });
  });

  it('reasons are split on spaces, commas, semicolons, slashes and bars, in the platform order', () => {
    expect(readQuestionCsvRecord(COLUMNS, record({ mpu_types: ' Drugs /alcohol|points ; ' }), 2)).toMatchObject({
      mpuTypes: ['alcohol', 'drugs', 'points'],
    });
  });
});

describe('the file', () => {
  it('a file of blanks is EMPTY_FILE', () => {
    expect(parseQuestionCsv(' \n \r\n ')).toEqual({ ok: false, error: 'EMPTY_FILE' });
  });

  it('header names are trimmed, case-insensitive and spaces become underscores', () => {
    const text = ` Category Name ;Question;Option A;option_b;OPTION_C;option_d;Correct  Answers\nAlkohol;Frage?;A;B;C;D;b\n`;
    const result = parseQuestionCsv(text);
    expect(result).toMatchObject({ ok: true, delimiter: ';', errors: [], rows: [{ row: 2, correctAnswers: ['B'] }] });
  });

  it('counts spreadsheet rows across blank lines and whitespace-only lines', () => {
    const text = `${COLUMNS.join(';')}\n\n   \n${record({ question: '' }).join(';')}\n`;
    expect(parseQuestionCsv(text)).toMatchObject({ ok: true, errors: [{ row: 4, code: 'MISSING_QUESTION' }] });
  });

  it('the delimiter is the one splitting the header most often, ignoring quoted ones; a tie keeps the first found', () => {
    expect(detectDelimiter('"a;b;c;d",x,y\nz')).toBe(',');
    expect(detectDelimiter('a;b,c')).toBe(';');
    expect(detectDelimiter('a\tb\tc;d')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });

  it('Windows-1252: 0x9f is Ÿ, 0xa0 and above are Latin-1', () => {
    expect(decodeWindows1252(new Uint8Array([0x9f, 0xa0, 0xe4, 0x7f]))).toBe('Ÿ\u00a0ä\u007f');
  });
});

describe('writing', () => {
  it('the template holds both example rows with every field', () => {
    const template = buildQuestionCsvTemplate();
    expect(template.startsWith('\ufeff')).toBe(true);
    const result = parseQuestionCsv(template);
    expect(result).toMatchObject({
      ok: true,
      delimiter: ',',
      errors: [],
      rows: [
        {
          row: 2,
          options: ['0,5 Promille', '1,1 Promille', '1,6 Promille', '0,3 Promille'],
          correctAnswers: ['1,1 Promille'],
          difficulty: 'medium',
          mpuTypes: ['alcohol'],
        },
        {
          row: 3,
          categoryName: 'Punkte und Verkehrsverstöße',
          correctAnswers: ['Die Fahrerlaubnis wird entzogen.', 'Eine neue Fahrerlaubnis gibt es frühestens nach 6 Monaten Sperre.'],
          difficulty: 'easy',
          mpuTypes: ['points'],
        },
      ],
    });
  });

  it('refuses a correct answer that is not an option, and more than four options', () => {
    const base = {
      categoryName: 'K',
      question: 'Q',
      options: ['A', 'B'],
      correctAnswers: ['A'],
      explanation: '',
      difficulty: 'easy' as const,
      mpuTypes: ['alcohol' as const],
    };
    expect(() => toQuestionCsv([{ ...base, correctAnswers: ['Z'] }])).toThrow('has a correct answer');
    expect(() => toQuestionCsv([{ ...base, options: ['A', 'B', 'C', 'D', 'E'] }])).toThrow('has a correct answer');
    expect(() => toQuestionCsv([base])).not.toThrow();
  });
});
