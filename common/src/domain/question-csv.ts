// The exam-question CSV of the admin's 'CSV Import' (docs/spec-notes.md, Learning content): decoding, parsing and the
// rules for one row. Pure: the server's import service and the web's file check both use it. A row passes the same
// zod schemas as the admin form and the API (common/src/schemas/exam-admin.ts), so no limit is the importer's own.
import Papa from 'papaparse';
import type { z } from 'zod';
import { ExamCategoryNameSchema, ExamQuestionContentSchema, QUESTION_CSV_MAX_ROWS } from '../schemas/exam-admin';
import { restoreCsvCell } from './csv-cells';
import { MPU_REASONS, isMpuReason, type MpuReason } from './mpu-reasons';
import { DIFFICULTIES, type Difficulty } from './value-sets';
import { writeCsv } from './write-csv';

/** The Turkish and English columns of one language: the question, options A–D and the explanation. */
const translationColumns = <L extends 'tr' | 'en'>(language: L) =>
  [
    `question_${language}`,
    `option_a_${language}`,
    `option_b_${language}`,
    `option_c_${language}`,
    `option_d_${language}`,
    `explanation_${language}`,
  ] as const;

/**
 * The template's columns: the spec's ten, then the optional legal basis, Rechtsstand (checked_on, YYYY-MM-DD) and
 * the Turkish and English versions (docs/decisions/089-content-languages.md).
 */
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
  'legal_basis',
  'checked_on',
  ...translationColumns('tr'),
  ...translationColumns('en'),
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

/** EMPTY_FILE: no header, or no row with a question; TOO_MANY_ROWS: more than QUESTION_CSV_MAX_ROWS rows with content. */
export type QuestionCsvFileError = 'EMPTY_FILE' | 'MISSING_COLUMNS' | 'TOO_MANY_ROWS';

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
  /** a text over the limit of the admin form (`field` names the column, `max` the limit) */
  | 'TOO_LONG'
  /** a category name that starts like a spreadsheet formula ('=', '+', '-', '@') */
  | 'FORMULA'
  /** any other refusal of the shared schema (`field` names the column) */
  | 'INVALID'
  /** a checked_on that is not a date (YYYY-MM-DD, or DD.MM.YYYY as German Excel shows it) */
  | 'INVALID_DATE'
  /**
   * a Turkish or English version given in part: its question and an option for every German option are needed
   * (`field` names the first column missing, or an option column filled where the German has none)
   */
  | 'INCOMPLETE_TRANSLATION'
  /** set by the import service: the question text is already stored */
  | 'DUPLICATE_QUESTION'
  /** set by the import service: one of the CSV template's two sample questions (`value` is its text), not imported */
  | 'SAMPLE_QUESTION';

export interface QuestionCsvRowError {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  code: QuestionCsvRowErrorCode;
  /** The offending value, when there is one (a letter, a difficulty, an MPU type). */
  value?: string;
  /** The column a schema refusal is about. */
  field?: QuestionCsvColumn;
  /** TOO_LONG: the column's limit in characters. */
  max?: number;
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
  /** The rule the answer rests on; '' when the column is missing or empty. */
  legalBasis?: string;
  /** YYYY-MM-DD, or null. */
  checkedOn?: string | null;
  /** The versions given in full; options aligned with `options` (the German order). */
  translations?: QuestionCsvTranslations;
}

export interface QuestionCsvTranslation {
  question: string;
  options: string[];
  explanation: string;
}
export type QuestionCsvTranslations = Partial<Record<'tr' | 'en', QuestionCsvTranslation>>;

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
  // one decoder call and one pass over the few 0x80–0x9F characters: a character at a time took 0.4 s for 3 MB
  return new TextDecoder('windows-1252')
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => String.fromCharCode(CP1252_HIGH[char.charCodeAt(0) - 0x80]!));
}

/**
 * A file saved by German Excel as plain 'CSV' is Windows-1252, one saved as 'CSV UTF-8' has a BOM:
 * bytes that are not valid UTF-8 are read as Windows-1252, so 'Führerschein' survives both.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  return drain(decodeCsvBytesInSteps(bytes));
}

const DECODE_STEP_BYTES = 512 * 1024;

/** decodeCsvBytes a step of DECODE_STEP_BYTES at a time (5 MB in one call held a server for 50–100 ms). */
function* decodeCsvBytesInSteps(bytes: Uint8Array): Generator<undefined, { text: string; encoding: 'utf-8' | 'windows-1252' }> {
  try {
    const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    let text = '';
    for (let start = 0; start < bytes.length; start += DECODE_STEP_BYTES) {
      text += decoder.decode(bytes.subarray(start, start + DECODE_STEP_BYTES), { stream: start + DECODE_STEP_BYTES < bytes.length });
      yield;
    }
    return { text: stripBom(text), encoding: 'utf-8' };
  } catch {
    // one byte a character: the steps need no state between them
    let text = '';
    for (let start = 0; start < bytes.length; start += DECODE_STEP_BYTES) {
      text += decodeWindows1252(bytes.subarray(start, start + DECODE_STEP_BYTES));
      yield;
    }
    return { text, encoding: 'windows-1252' };
  }
}

/** Runs a stepwise reader to its end without pausing. */
function drain<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
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

export interface ParseQuestionCsvOptions {
  /** The most rows with content after the header; reading stops at the next one (TOO_MANY_ROWS). */
  maxRows?: number;
}

/**
 * Rows are read in batches of this many milliseconds between two pauses of parseQuestionCsvAsync: a count of rows
 * would take longer on a busy machine, or with long rows, than the other requests should wait.
 */
const BATCH_MS = 10;

/** Reads the whole file at once: the web's checks, the demo seed and the tests. */
export function parseQuestionCsv(input: string | Uint8Array, options: ParseQuestionCsvOptions = {}): ParsedQuestionCsv {
  return drain(readQuestionCsv(input, options));
}

/**
 * Reads the file in steps (half a megabyte of decoding, BATCH_MS of rows, or BLANK_STEP_CHARS of blank lines)
 * and awaits `pause` between them, so a server that reads a 5 MB file still answers other requests meanwhile
 * (the server passes a setImmediate).
 */
export async function parseQuestionCsvAsync(
  input: string | Uint8Array,
  options: ParseQuestionCsvOptions & { pause: () => Promise<void> },
): Promise<ParsedQuestionCsv> {
  const reading = readQuestionCsv(input, options);
  for (;;) {
    const step = reading.next();
    if (step.done) return step.value;
    await options.pause();
  }
}

/** Yields where a pause is due (undefined), returns the result. */
function* readQuestionCsv(
  input: string | Uint8Array,
  { maxRows = QUESTION_CSV_MAX_ROWS }: ParseQuestionCsvOptions,
): Generator<undefined, ParsedQuestionCsv> {
  const text = typeof input === 'string' ? stripBom(input) : (yield* decodeCsvBytesInSteps(input)).text;
  const delimiter = detectDelimiter(text);
  const records = readCsvRecords(text, delimiter, guessNewline(text));

  let columns: string[] | undefined;
  const rows: QuestionCsvRow[] = [];
  const errors: QuestionCsvRowError[] = [];
  let count = 0;
  let batchStarted = performance.now();
  for (const record of records) {
    if (!record) {
      yield;
      batchStarted = performance.now();
      continue;
    }
    if (!columns) {
      columns = record.fields.map(normaliseHeader);
      const missingColumns = REQUIRED_COLUMNS.filter((column) => !columns!.includes(column));
      if (missingColumns.length > 0) return { ok: false, error: 'MISSING_COLUMNS', missingColumns };
      continue;
    }
    // refused at the first row over the limit, before the rest of the file is read
    if (++count > maxRows) return { ok: false, error: 'TOO_MANY_ROWS' };
    const result = readQuestionCsvRecord(columns, record.fields, record.row);
    if ('code' in result) errors.push(result);
    else rows.push(result);
    if (performance.now() - batchStarted >= BATCH_MS) {
      yield;
      batchStarted = performance.now();
    }
  }
  // no header, or a header and nothing but blank lines: nothing to import
  if (count === 0) return { ok: false, error: 'EMPTY_FILE' };
  return { ok: true, delimiter, rows, errors };
}

/** papaparse's own guess ('\r\n', '\n' or '\r'), from the start of the file. */
function guessNewline(text: string): string {
  return Papa.parse(text.slice(0, 64 * 1024), { preview: 1 }).meta.linebreak || '\n';
}

const isWhitespace = (char: string | undefined) => char === ' ' || char === '\t';
/** '""' is a quote inside a quoted field (split and join: four times faster than replaceAll on 2 million of them). */
const unescapeQuotes = (field: string) => (field.includes('""') ? field.split('""').join('"') : field);

/** Blank lines skipped between two pauses. */
const BLANK_STEP_CHARS = 256 * 1024;
/** Fields of one record, or quotes in one field, between two pauses: a 5 MB line of ';' is one record. */
const PAUSE_EVERY = 50_000;

export interface CsvRecord {
  /** The spreadsheet row: records are counted, blank ones too; a quoted line break stays inside its record. */
  row: number;
  fields: string[];
}

/**
 * The records of a CSV text with content, read as papaparse reads them (a quote opens a field only at its start;
 * "" inside a quoted field is a quote; a quote followed by anything but the delimiter or the line break is text).
 * Blank lines (spaces, tabs and delimiters only: Excel writes ';;;;;;;;;' for formatted empty rows) are skipped
 * without making a record of each, so 5 MB of them cost milliseconds. Yields undefined where a pause is due.
 */
export function* readCsvRecords(text: string, delimiter: string, newline = guessNewline(text)): Generator<CsvRecord | undefined> {
  const end = text.length;
  let cursor = 0;
  let row = 1;
  while (cursor < end) {
    // skip the blank lines here, a character at a time (a regular expression over 5 MB of them overflows the stack)
    for (let at = cursor, pauseAt = cursor + BLANK_STEP_CHARS; at < end;) {
      const char = text[at];
      if (char === newline[0] && text.startsWith(newline, at)) {
        at += newline.length;
        cursor = at;
        row++;
        if (at >= pauseAt) {
          yield undefined;
          pauseAt = at + BLANK_STEP_CHARS;
        }
      } else if (char === delimiter || isWhitespace(char)) at++;
      else break;
    }
    if (cursor >= end) break;
    const fields: string[] = [];
    let recordEnded = false;
    // found once and again only when passed: a line of a million delimiters must not search to its end a million times
    let nextNewline = text.indexOf(newline, cursor);
    while (!recordEnded) {
      if (text[cursor] === '"') {
        const start = cursor + 1;
        let quote = cursor;
        for (let quotes = 1; ; quotes++) {
          if (quotes % PAUSE_EVERY === 0) yield undefined;
          quote = text.indexOf('"', quote + 1);
          if (quote === -1) {
            // an unterminated quoted field runs to the end of the file
            fields.push(unescapeQuotes(text.slice(start)));
            cursor = end;
            recordEnded = true;
            break;
          }
          if (text[quote + 1] === '"') {
            quote++;
            continue;
          }
          let after = quote + 1;
          while (isWhitespace(text[after]) && !text.startsWith(delimiter, after)) after++;
          if (after >= end || text.startsWith(delimiter, after) || text.startsWith(newline, after)) {
            fields.push(unescapeQuotes(text.slice(start, quote)));
            if (text.startsWith(delimiter, after)) cursor = after + delimiter.length;
            else {
              cursor = Math.min(end, after + newline.length);
              recordEnded = true;
            }
            break;
          }
        }
      } else {
        const nextDelimiter = text.indexOf(delimiter, cursor);
        if (nextNewline !== -1 && nextNewline < cursor) nextNewline = text.indexOf(newline, cursor);
        if (nextDelimiter !== -1 && (nextNewline === -1 || nextDelimiter < nextNewline)) {
          fields.push(text.slice(cursor, nextDelimiter));
          cursor = nextDelimiter + delimiter.length;
        } else {
          fields.push(text.slice(cursor, nextNewline === -1 ? end : nextNewline));
          cursor = nextNewline === -1 ? end : nextNewline + newline.length;
          recordEnded = true;
        }
      }
      if (fields.length % PAUSE_EVERY === 0) yield undefined;
      // a delimiter at the very end of the file leaves one more, empty field
      if (!recordEnded && cursor >= end) {
        fields.push('');
        recordEnded = true;
      }
    }
    // quoted blanks ('"";""') are blank too
    if (fields.some((field) => field.trim().length > 0)) yield { row, fields };
    row++;
  }
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
  for (let extra = columns.length; extra < fields.length; extra++) {
    if (fields[extra]!.trim().length > 0) return { row, code: 'TOO_MANY_COLUMNS' };
  }
  const cell = (column: QuestionCsvColumn) => {
    const index = columns.indexOf(column);
    // "'=…" is how the platform writes a cell that starts like a formula (csv-cells.ts)
    return index < 0 ? '' : restoreCsvCell(fields[index] ?? '').trim();
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
  const explanation = cell('explanation');
  const legalBasis = cell('legal_basis');
  const checkedOnCell = cell('checked_on');
  const checkedOn = checkedOnCell ? toIsoDate(checkedOnCell) : null;
  if (checkedOn === undefined) return { row, code: 'INVALID_DATE', value: checkedOnCell, field: 'checked_on' };

  // a version is taken when its question and an option for each German option are there; partly given is refused
  const germanLetters = [...byLetter.values()];
  const translations: QuestionCsvTranslations = {};
  const rawTranslations: Record<string, { question: string; options: string[]; explanation: string }> = {};
  for (const language of TRANSLATION_CSV_LANGUAGES) {
    const [questionColumn, ...rest] = translationColumns(language);
    const optionColumns = rest.slice(0, 4) as QuestionCsvColumn[];
    const explanationColumn = rest[4] as QuestionCsvColumn;
    const translatedQuestion = cell(questionColumn);
    const translatedOptions = optionColumns.map((column) => cell(column));
    const translatedExplanation = cell(explanationColumn);
    const given = translatedQuestion !== '' || translatedExplanation !== '' || translatedOptions.some((option) => option !== '');
    if (!given) continue;
    if (!translatedQuestion) return { row, code: 'INCOMPLETE_TRANSLATION', field: questionColumn };
    const misaligned = optionColumns.findIndex((_, i) => (germanLetters[i] === '') !== (translatedOptions[i] === ''));
    if (misaligned !== -1) return { row, code: 'INCOMPLETE_TRANSLATION', field: optionColumns[misaligned]! };
    rawTranslations[language] = { question: translatedQuestion, options: translatedOptions, explanation: translatedExplanation };
    translations[language] = {
      question: translatedQuestion,
      options: translatedOptions.filter((option) => option !== ''),
      explanation: translatedExplanation,
    };
  }
  const hasTranslations = Object.keys(translations).length > 0;

  // the last word has the schema of the admin form and the API: what they refuse, the import refuses
  const refused =
    schemaRefusal(ExamCategoryNameSchema.safeParse(categoryName), () => 'category_name') ??
    schemaRefusal(
      ExamQuestionContentSchema.safeParse({
        question,
        options: germanLetters,
        correctAnswers,
        explanation,
        difficulty,
        legalBasis,
        checkedOn,
        ...(hasTranslations ? { translations: rawTranslations } : {}),
      }),
      columnOfSchemaPath,
    );
  if (refused) return { row, ...refused };

  return {
    row,
    categoryName,
    question,
    options,
    correctAnswers,
    explanation,
    difficulty,
    mpuTypes,
    // only what the file gives: a row of the spec's ten columns reads as before
    ...(legalBasis ? { legalBasis } : {}),
    ...(checkedOn ? { checkedOn } : {}),
    ...(hasTranslations ? { translations } : {}),
  };
}

const TRANSLATION_CSV_LANGUAGES = ['tr', 'en'] as const;

/** 'YYYY-MM-DD', or 'DD.MM.YYYY' as German Excel shows a date, as YYYY-MM-DD; undefined when it names no calendar day. */
function toIsoDate(cell: string): string | undefined {
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell);
  const iso = german ? `${german[3]}-${german[2]!.padStart(2, '0')}-${german[1]!.padStart(2, '0')}` : cell;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** The column of a schema issue's path: a German field, an option by its letter, or a translated one ('option_b_tr'). */
function columnOfSchemaPath(path: readonly PropertyKey[]): QuestionCsvColumn | undefined {
  if (path[0] === 'translations') {
    const language = String(path[1]);
    const column =
      path[2] === 'options' ? `option_${OPTION_LETTERS[Number(path[3])] ?? 'a'}_${language}` : `${String(path[2])}_${language}`;
    return (QUESTION_CSV_COLUMNS as readonly string[]).includes(column) ? (column as QuestionCsvColumn) : undefined;
  }
  return SCHEMA_FIELD_COLUMNS[String(path[0])] ?? (path[0] === 'options' ? OPTION_COLUMNS[Number(path[1])] : undefined);
}

/** The columns of ExamQuestionContentSchema's fields; an option's column is found from its index. */
const SCHEMA_FIELD_COLUMNS: Record<string, QuestionCsvColumn> = {
  question: 'question',
  correctAnswers: 'correct_answers',
  explanation: 'explanation',
  difficulty: 'difficulty',
  legalBasis: 'legal_basis',
  checkedOn: 'checked_on',
};

/** The schema's first issue as a row error: TOO_LONG with the limit, FORMULA, or INVALID; with the column. */
function schemaRefusal(
  result: z.ZodSafeParseResult<unknown>,
  columnOf: (path: readonly PropertyKey[]) => QuestionCsvColumn | undefined,
): Omit<QuestionCsvRowError, 'row'> | undefined {
  if (result.success) return undefined;
  const issue = result.error.issues[0]!;
  const field = columnOf(issue.path);
  const where = field ? { field } : {};
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return { code: 'TOO_LONG', ...where, max: issue.maximum };
  if (issue.message === 'FORMULA') return { code: 'FORMULA', ...where };
  return { code: 'INVALID', ...where };
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
    legalBasis: '§ 316 StGB',
    checkedOn: '2026-11-01',
    translations: {
      tr: {
        question: 'Motorlu taşıt sürücüleri hangi kan alkol konsantrasyonundan itibaren kesinlikle araç kullanamaz durumdadır?',
        options: ['0,5 promil', '1,1 promil', '1,6 promil', '0,3 promil'],
        explanation:
          '§ 316 StGB ile ilgili içtihada göre 1,1 promilden itibaren, belirti olmasa bile, mutlak sürüş ehliyetsizliği geçerlidir.',
      },
      en: {
        question: 'From which blood alcohol concentration are drivers of motor vehicles absolutely unfit to drive?',
        options: ['0.5 per mille', '1.1 per mille', '1.6 per mille', '0.3 per mille'],
        explanation:
          'Under the case law on § 316 StGB, absolute unfitness to drive applies from 1.1 per mille – even without signs of impairment.',
      },
    },
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

const TEMPLATE_EXAMPLE_QUESTIONS = new Set(QUESTION_CSV_TEMPLATE_EXAMPLES.map((example) => example.question));

/**
 * Whether a question is one of the template's samples: an admin who imports the downloaded template
 * unchanged must not publish them to learners unawares, so the import skips them and says so.
 */
export function isTemplateExampleQuestion(question: string): boolean {
  return TEMPLATE_EXAMPLE_QUESTIONS.has(question.trim());
}

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
    const version = (language: 'tr' | 'en') => {
      const translation = q.translations?.[language];
      return translation
        ? [translation.question, ...OPTION_LETTERS.map((_, i) => translation.options[i] ?? ''), translation.explanation]
        : ['', '', '', '', '', ''];
    };
    return [
      q.categoryName,
      q.question,
      ...OPTION_LETTERS.map((_, i) => q.options[i] ?? ''),
      letters.join(','),
      q.explanation,
      q.difficulty,
      q.mpuTypes.join(','),
      q.legalBasis ?? '',
      q.checkedOn ?? '',
      ...version('tr'),
      ...version('en'),
    ];
  });
  return writeCsv(QUESTION_CSV_COLUMNS, data, { delimiter: options.delimiter ?? ';', newline: options.newline ?? '\r\n' });
}
