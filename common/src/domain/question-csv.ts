// The exam-question CSV of the admin's 'CSV Import' (docs/spec-notes.md, Learning content): decoding, parsing and the
// rules for one row. Pure: the server's import service and the web's file check both use it.
import Papa from 'papaparse';
import { MPU_REASONS, isMpuReason, type MpuReason } from './mpu-reasons';
import { DIFFICULTIES, type Difficulty } from './value-sets';

/** The template's columns, in the spec's order. */
export const QUESTION_CSV_COLUMNS = [
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
] as const;
export type QuestionCsvColumn = (typeof QUESTION_CSV_COLUMNS)[number];

/** Without these a file cannot be read at all; explanation, difficulty and mpu_types have defaults. */
const REQUIRED_COLUMNS: readonly QuestionCsvColumn[] = [
  'category_name',
  'question',
  'option_a',
  'option_b',
  'option_c',
  'option_d',
  'correct_answers',
];
const OPTION_COLUMNS = ['option_a', 'option_b', 'option_c', 'option_d'] as const;
const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;

export const DEFAULT_CSV_DIFFICULTY: Difficulty = 'medium';
export const DEFAULT_CSV_MPU_TYPES: readonly MpuReason[] = ['alcohol'];

/** German Excel users type the labels they see on screen. */
const DIFFICULTY_ALIASES: Record<string, Difficulty> = { leicht: 'easy', mittel: 'medium', schwer: 'hard' };
/** 'Alkohol-MPU', 'Straftaten', …: the labels of the admin screens, lower-cased and without '-MPU'. */
const MPU_TYPE_LABELS: Record<string, MpuReason> = {
  alkohol: 'alcohol',
  drogen: 'drugs',
  punkte: 'points',
  verkehrsauffälligkeiten: 'points',
  straftaten: 'criminal',
  medizinalcannabis: 'medizinalcannabis',
};

export type QuestionCsvFileError = 'EMPTY_FILE' | 'MISSING_COLUMNS';

export type QuestionCsvRowErrorCode =
  /** fewer fields than the header: the spec says such a row is skipped */
  | 'TOO_FEW_COLUMNS'
  /** more non-empty fields than the header: usually a text with the delimiter and no quotes */
  | 'TOO_MANY_COLUMNS'
  | 'MISSING_CATEGORY'
  | 'MISSING_QUESTION'
  | 'TOO_FEW_OPTIONS'
  | 'DUPLICATE_OPTIONS'
  | 'MISSING_CORRECT_ANSWER'
  /** a letter other than a–d, or a text that is none of the options */
  | 'INVALID_CORRECT_ANSWER'
  /** a letter whose option is empty */
  | 'CORRECT_ANSWER_WITHOUT_OPTION'
  | 'INVALID_DIFFICULTY'
  | 'INVALID_MPU_TYPE'
  /** set by the import service: the question text is already stored */
  | 'DUPLICATE_QUESTION';

export interface QuestionCsvRowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  code: QuestionCsvRowErrorCode;
  /** The offending value, when there is one (a letter, a difficulty, an MPU type). */
  value?: string;
}

export interface QuestionCsvRow {
  row: number;
  categoryName: string;
  question: string;
  /** The non-empty options in the order A–D. */
  options: string[];
  /** Option texts, not letters (spec: quiz_questions.correct_answers). */
  correctAnswers: string[];
  explanation: string;
  difficulty: Difficulty;
  mpuTypes: MpuReason[];
}

export type ParsedQuestionCsv =
  | { ok: true; delimiter: string; rows: QuestionCsvRow[]; errors: QuestionCsvRowError[] }
  | { ok: false; error: QuestionCsvFileError; missingColumns?: QuestionCsvColumn[] };

// Windows-1252 differs from ISO-8859-1 only in 0x80–0x9F ('€', '„', '“', '–', ...). Node's
// TextDecoder maps the label 'windows-1252' to ISO-8859-1, so the table is written out here.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80]! : byte);
  return text;
}

/**
 * A file saved by German Excel as plain 'CSV' is Windows-1252, one saved as 'CSV UTF-8' has a BOM:
 * bytes that are not valid UTF-8 are read as Windows-1252, so 'Führerschein' survives both.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: stripBom(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const DELIMITERS = [';', ',', '\t'] as const;

/** The header line decides: the candidate that splits it into the most fields (German Excel writes ';'). */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = countOutsideQuotes(firstLine, delimiter);
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) count++;
  }
  return count;
}

function normaliseHeader(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

/** Splits a list cell: 'a, c', 'a;c', 'A C' and 'a/c' all mean a and c. */
function splitList(cell: string): string[] {
  return cell
    .split(/[\s,;/|]+/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export function parseQuestionCsv(input: string | Uint8Array): ParsedQuestionCsv {
  const text = typeof input === 'string' ? stripBom(input) : decodeCsvBytes(input).text;
  if (text.trim().length === 0) return { ok: false, error: 'EMPTY_FILE' };
  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: 'greedy' });
  const [header, ...records] = parsed.data;
  if (!header) return { ok: false, error: 'EMPTY_FILE' };

  const columns = header.map(normaliseHeader);
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missingColumns.length > 0) return { ok: false, error: 'MISSING_COLUMNS', missingColumns };

  // papaparse skips empty lines, so a record's spreadsheet row is found from its first character
  const rowNumbers = recordRowNumbers(text, delimiter, parsed.data.length);
  const rows: QuestionCsvRow[] = [];
  const errors: QuestionCsvRowError[] = [];
  records.forEach((fields, index) => {
    const result = readQuestionCsvRecord(columns, fields, rowNumbers[index + 1] ?? index + 2);
    if ('code' in result) errors.push(result);
    else rows.push(result);
  });
  return { ok: true, delimiter, rows, errors };
}

/** Spreadsheet row numbers of the non-empty records (a quoted line break stays inside its row). */
function recordRowNumbers(text: string, delimiter: string, expected: number): number[] {
  const numbers: number[] = [];
  const lines = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false }).data;
  lines.forEach((fields, index) => {
    if (fields.join('').trim().length > 0) numbers.push(index + 1);
  });
  return numbers.length === expected ? numbers : [];
}

const LETTER_ANSWER = /^([a-z])\)?$/i;
const SEPARATORS = /^[\s,;|]+/;

/**
 * correct_answers names letters ('A, C', 'b)') or exact option texts ('0,5 Promille | 1,1 Promille').
 * Option texts may hold commas themselves, so texts are matched longest first from the left, each
 * ending at a separator (',', ';', '|') or the end of the cell.
 */
function resolveCorrectAnswers(
  cell: string,
  byLetter: ReadonlyMap<string, string>,
): { answers: string[] } | { code: QuestionCsvRowErrorCode; value?: string } {
  const words = splitList(cell);
  if (words.length === 0) return { code: 'MISSING_CORRECT_ANSWER' };
  const answers: string[] = [];
  const pick = (letter: string) => {
    const option = byLetter.get(letter.toLowerCase());
    if (option === undefined) return { code: 'INVALID_CORRECT_ANSWER' as const, value: letter.toLowerCase() };
    if (!option) return { code: 'CORRECT_ANSWER_WITHOUT_OPTION' as const, value: letter.toLowerCase() };
    answers.push(option);
    return undefined;
  };
  if (words.every((word) => LETTER_ANSWER.test(word))) {
    for (const word of words) {
      const refused = pick(LETTER_ANSWER.exec(word)![1]!);
      if (refused) return refused;
    }
    return { answers };
  }

  const options = [...byLetter.values()].filter((option) => option.length > 0).sort((x, y) => y.length - x.length);
  let rest = cell.replace(SEPARATORS, '');
  while (rest.length > 0) {
    const lower = rest.toLowerCase();
    const endsAnswer = (length: number) => /^\s*([,;|]|$)/.test(rest.slice(length));
    const option = options.find((text) => lower.startsWith(text.toLowerCase()) && endsAnswer(text.length));
    if (option) {
      answers.push(option);
      rest = rest.slice(option.length);
    } else {
      const letter = /^([a-z])\)?/i.exec(rest);
      if (!letter || !endsAnswer(letter[0].length)) return { code: 'INVALID_CORRECT_ANSWER', value: rest.split(/[,;|]/)[0]!.trim() };
      const refused = pick(letter[1]!);
      if (refused) return refused;
      rest = rest.slice(letter[0].length);
    }
    rest = rest.replace(SEPARATORS, '');
  }
  return { answers };
}

/** The rules for one data row; `columns` are the normalised header names. */
export function readQuestionCsvRecord(
  columns: readonly string[],
  fields: readonly string[],
  row: number,
): QuestionCsvRow | QuestionCsvRowError {
  if (fields.length < columns.length) return { row, code: 'TOO_FEW_COLUMNS' };
  if (fields.slice(columns.length).some((extra) => extra.trim().length > 0)) return { row, code: 'TOO_MANY_COLUMNS' };
  const cell = (column: QuestionCsvColumn) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : (fields[index] ?? '').trim();
  };

  const categoryName = cell('category_name');
  if (!categoryName) return { row, code: 'MISSING_CATEGORY' };
  const question = cell('question');
  if (!question) return { row, code: 'MISSING_QUESTION' };

  const byLetter = new Map(OPTION_LETTERS.map((letter, i) => [letter, cell(OPTION_COLUMNS[i]!)] as const));
  const options = [...byLetter.values()].filter((option) => option.length > 0);
  if (options.length < 2) return { row, code: 'TOO_FEW_OPTIONS' };
  if (new Set(options).size !== options.length) return { row, code: 'DUPLICATE_OPTIONS' };

  const correct = resolveCorrectAnswers(cell('correct_answers'), byLetter);
  if ('code' in correct) return { row, ...correct };
  // the stored order follows the options, whatever order the answers were typed in
  const correctAnswers = options.filter((option) => correct.answers.includes(option));

  const difficultyCell = cell('difficulty').toLowerCase();
  const difficulty = !difficultyCell
    ? DEFAULT_CSV_DIFFICULTY
    : (DIFFICULTIES as readonly string[]).includes(difficultyCell)
      ? (difficultyCell as Difficulty)
      : DIFFICULTY_ALIASES[difficultyCell];
  if (!difficulty) return { row, code: 'INVALID_DIFFICULTY', value: cell('difficulty') };

  const types = splitList(cell('mpu_types').toLowerCase())
    .filter((word) => word !== 'mpu')
    .map((word) => MPU_TYPE_LABELS[word.replace(/-mpu$/, '')] ?? word);
  const invalidType = types.find((type) => !isMpuReason(type));
  if (invalidType !== undefined) return { row, code: 'INVALID_MPU_TYPE', value: invalidType };
  const mpuTypes =
    types.length === 0 ? [...DEFAULT_CSV_MPU_TYPES] : (MPU_REASONS.filter((reason) => types.includes(reason)) as MpuReason[]);

  return { row, categoryName, question, options, correctAnswers, explanation: cell('explanation'), difficulty, mpuTypes };
}

/** The two example rows of the 'CSV Template' download. */
export const QUESTION_CSV_TEMPLATE_EXAMPLES: readonly Omit<QuestionCsvRow, 'row'>[] = [
  {
    categoryName: 'Alkohol und Fahreignung',
    question: 'Ab welcher Blutalkoholkonzentration sind Kraftfahrzeugführende absolut fahruntüchtig?',
    options: ['0,5 Promille', '1,1 Promille', '1,6 Promille', '0,3 Promille'],
    correctAnswers: ['1,1 Promille'],
    explanation: 'Nach der Rechtsprechung zu § 316 StGB gilt ab 1,1 Promille absolute Fahruntüchtigkeit – auch ohne Ausfallerscheinungen.',
    difficulty: 'medium',
    mpuTypes: ['alcohol'],
  },
  {
    categoryName: 'Punkte und Verkehrsverstöße',
    question: 'Welche Folgen hat es, wenn im Fahreignungsregister 8 Punkte erreicht sind?',
    options: [
      'Die Fahrerlaubnis wird entzogen.',
      'Es folgt nur eine Verwarnung.',
      'Eine neue Fahrerlaubnis gibt es frühestens nach 6 Monaten Sperre.',
      'Die Punkte verfallen sofort.',
    ],
    correctAnswers: ['Die Fahrerlaubnis wird entzogen.', 'Eine neue Fahrerlaubnis gibt es frühestens nach 6 Monaten Sperre.'],
    explanation:
      'Nach § 4 Abs. 5 Nr. 3 StVG gilt, wer 8 Punkte erreicht, als ungeeignet: Die Fahrerlaubnis wird entzogen; eine neue darf frühestens sechs Monate nach Wirksamkeit der Entziehung erteilt werden (§ 4 Abs. 10 StVG), in der Regel nach einer MPU.',
    difficulty: 'easy',
    mpuTypes: ['points'],
  },
];

/**
 * The 'CSV Template' download: the spec's comma-separated header and two examples, with a BOM so
 * Excel opens it as UTF-8 (umlauts intact).
 */
export function buildQuestionCsvTemplate(): string {
  return `\ufeff${toQuestionCsv(QUESTION_CSV_TEMPLATE_EXAMPLES, { delimiter: ',' })}\r\n`;
}

/** Writes questions in the import format (letters for the correct answers); the inverse of parseQuestionCsv. */
export function toQuestionCsv(
  questions: readonly Omit<QuestionCsvRow, 'row'>[],
  options: { delimiter?: string; newline?: string } = {},
): string {
  const data = questions.map((q) => {
    const letters = q.correctAnswers.map((answer) => OPTION_LETTERS[q.options.indexOf(answer)]);
    if (letters.some((letter) => letter === undefined) || q.options.length > OPTION_LETTERS.length) {
      throw new Error(`toQuestionCsv: "${q.question}" has a correct answer that is not one of at most four options`);
    }
    return [
      q.categoryName,
      q.question,
      ...OPTION_LETTERS.map((_, i) => q.options[i] ?? ''),
      letters.join(','),
      q.explanation,
      q.difficulty,
      q.mpuTypes.join(','),
    ];
  });
  return Papa.unparse(
    { fields: [...QUESTION_CSV_COLUMNS], data },
    { delimiter: options.delimiter ?? ';', newline: options.newline ?? '\r\n' },
  );
}
