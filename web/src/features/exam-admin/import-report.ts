// The CSV import's report and file errors as texts (docs/spec-notes.md, Learning content). The spec colours a
// message red when it contains 'Fehler', else green. The tone is taken from the outcome here, so it holds in
// every language; the German texts are written so that the spec's rule gives the same answer (only failed rows
// and file errors say 'Fehler'), which import-report.test.ts checks.
import type { TFunction } from 'i18next';
import { QUESTION_CSV_MAX_ROWS, type QuestionCsvImportResult, type QuestionCsvProblem } from '@common/schemas/exam-admin';
import { ApiError } from '../../lib/api-client';
import type { TranslationKey } from '../../lib/i18n';

export type MessageTone = 'success' | 'error';

type Key = TranslationKey<'exam-admin'>;

export interface KeyWithValues {
  key: Key;
  values?: Record<string, string | number>;
}

export function toneOfOutcome(outcome: QuestionCsvProblem['outcome']): MessageTone {
  return outcome === 'failed' ? 'error' : 'success';
}

const OUTCOME_KEYS: Record<QuestionCsvProblem['outcome'], Key> = {
  skipped: 'exam-admin:outcomes.skipped',
  duplicate: 'exam-admin:outcomes.duplicate',
  failed: 'exam-admin:outcomes.failed',
};

const PLAIN_REASONS: Record<string, Key> = {
  TOO_FEW_COLUMNS: 'exam-admin:rowReasons.tooFewColumns',
  TOO_MANY_COLUMNS: 'exam-admin:rowReasons.tooManyColumns',
  MISSING_CATEGORY: 'exam-admin:rowReasons.missingCategory',
  MISSING_QUESTION: 'exam-admin:rowReasons.missingQuestion',
  TOO_FEW_OPTIONS: 'exam-admin:rowReasons.tooFewOptions',
  DUPLICATE_OPTIONS: 'exam-admin:rowReasons.duplicateOptions',
  MISSING_CORRECT_ANSWER: 'exam-admin:rowReasons.missingCorrectAnswer',
  DUPLICATE_QUESTION: 'exam-admin:rowReasons.duplicateQuestion',
};

/** Codes that name the offending cell value: the text with the value, and one for an answer without it. */
const VALUE_REASONS: Record<string, [withValue: Key, withoutValue: Key]> = {
  INVALID_CORRECT_ANSWER: ['exam-admin:rowReasons.invalidCorrectAnswer', 'exam-admin:rowReasons.invalidCorrectAnswerNoValue'],
  CORRECT_ANSWER_WITHOUT_OPTION: [
    'exam-admin:rowReasons.correctAnswerWithoutOption',
    'exam-admin:rowReasons.correctAnswerWithoutOptionNoValue',
  ],
  INVALID_DIFFICULTY: ['exam-admin:rowReasons.invalidDifficulty', 'exam-admin:rowReasons.invalidDifficultyNoValue'],
  INVALID_MPU_TYPE: ['exam-admin:rowReasons.invalidMpuType', 'exam-admin:rowReasons.invalidMpuTypeNoValue'],
  SAMPLE_QUESTION: ['exam-admin:rowReasons.sampleQuestion', 'exam-admin:rowReasons.sampleQuestionNoValue'],
};

/** The columns as the question and category forms name them, for the refusals of the shared schema. */
const FIELD_KEYS: Record<string, Key> = {
  category_name: 'exam-admin:csvFields.category',
  question: 'exam-admin:csvFields.question',
  option_a: 'exam-admin:csvFields.optionA',
  option_b: 'exam-admin:csvFields.optionB',
  option_c: 'exam-admin:csvFields.optionC',
  option_d: 'exam-admin:csvFields.optionD',
  correct_answers: 'exam-admin:csvFields.correctAnswers',
  explanation: 'exam-admin:csvFields.explanation',
  difficulty: 'exam-admin:csvFields.difficulty',
  mpu_types: 'exam-admin:csvFields.mpuTypes',
  legal_basis: 'exam-admin:csvFields.legalBasis',
  checked_on: 'exam-admin:csvFields.checkedOn',
};

/** 'option_b_tr': the German column's name and the language ('Option B (Türkisch)'). */
function translatedColumn(column: string): { field: Key; language: 'tr' | 'en' } | undefined {
  const match = /^(.*)_(tr|en)$/.exec(column);
  const field = match ? FIELD_KEYS[match[1]!] : undefined;
  return match && field ? { field, language: match[2] as 'tr' | 'en' } : undefined;
}

/** Codes about one column (TOO_LONG also with its limit); the column's name is translated by formatProblem. */
const FIELD_REASONS: Record<string, Key> = {
  TOO_LONG: 'exam-admin:rowReasons.tooLong',
  FORMULA: 'exam-admin:rowReasons.formula',
  INVALID: 'exam-admin:rowReasons.invalid',
  INCOMPLETE_TRANSLATION: 'exam-admin:rowReasons.incompleteTranslation',
  INVALID_DATE: 'exam-admin:rowReasons.invalidDate',
};

export function getProblemReason(problem: QuestionCsvProblem): KeyWithValues & { field?: Key; fieldLanguage?: 'tr' | 'en' } {
  const aboutField = FIELD_REASONS[problem.code];
  const translated = problem.field === undefined ? undefined : translatedColumn(problem.field);
  const field = problem.field === undefined ? undefined : (FIELD_KEYS[problem.field] ?? translated?.field);
  if (aboutField && field) {
    return {
      key: aboutField,
      field,
      ...(translated ? { fieldLanguage: translated.language } : {}),
      values: problem.max === undefined ? {} : { max: problem.max },
    };
  }
  const plain = PLAIN_REASONS[problem.code];
  if (plain) return { key: plain };
  const withValue = VALUE_REASONS[problem.code];
  if (withValue) {
    const value = problem.value?.trim();
    if (!value) return { key: withValue[1] };
    // the server sends option letters in lower case; the form and the template show them in capitals
    const shown = problem.code === 'CORRECT_ANSWER_WITHOUT_OPTION' && /^[a-z]$/.test(value) ? value.toUpperCase() : value;
    return { key: withValue[0], values: { value: shown } };
  }
  return { key: 'exam-admin:rowReasons.unknown', values: { code: problem.code } };
}

/** 'Zeile 6: Fehler – „Vielleicht“ ist keine der Antwortoptionen'. */
export function formatProblem(problem: QuestionCsvProblem, t: TFunction<['exam-admin']>): string {
  const reason = getProblemReason(problem);
  const fieldName = reason.field
    ? reason.fieldLanguage
      ? t('exam-admin:csvFields.translated', {
          field: t(reason.field),
          language: t(`exam-admin:csvFields.languages.${reason.fieldLanguage}`),
        })
      : t(reason.field)
    : undefined;
  const values = fieldName ? { ...reason.values, field: fieldName } : reason.values;
  return t('exam-admin:import.problemLine', {
    line: problem.line,
    outcome: t(OUTCOME_KEYS[problem.outcome]),
    reason: t(reason.key, values),
  });
}

export function formatSummary(result: QuestionCsvImportResult, t: TFunction<['exam-admin']>): string {
  return t('exam-admin:import.summary', {
    imported: result.imported,
    skipped: result.skipped,
    duplicates: result.duplicates,
    failed: result.failed,
  });
}

/** How many rows were the CSV template's sample questions, which the server skips rather than publish them. */
export function countSampleQuestions(result: QuestionCsvImportResult): number {
  return result.problems.filter((problem) => problem.code === 'SAMPLE_QUESTION').length;
}

/** Why the whole file was refused; shown after 'Fehler beim Importieren der CSV-Datei.'. */
export function getFileErrorReason(error: unknown): KeyWithValues {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return { key: error instanceof ApiError ? 'exam-admin:fileReasons.network' : 'exam-admin:fileReasons.other' };
  }
  switch (error.code) {
    case 'EMPTY_FILE':
      return { key: 'exam-admin:fileReasons.emptyFile' };
    case 'TOO_MANY_ROWS':
      return { key: 'exam-admin:fileReasons.tooManyRows', values: { max: Number(error.fields?.file) || QUESTION_CSV_MAX_ROWS } };
    case 'MISSING_COLUMNS': {
      const columns = (error.fields?.file ?? '')
        .split(',')
        .map((column) => column.trim())
        .filter(Boolean);
      return columns.length > 0
        ? { key: 'exam-admin:fileReasons.missingColumns', values: { columns: columns.join(', ') } }
        : { key: 'exam-admin:fileReasons.missingColumnsUnnamed' };
    }
    case 'FILE_TOO_LARGE':
      return { key: 'exam-admin:fileReasons.tooLarge' };
    case 'NOT_CSV':
      return { key: 'exam-admin:fileReasons.notCsv' };
    default:
      return { key: 'exam-admin:fileReasons.other' };
  }
}

export function formatFileError(error: unknown, t: TFunction<['exam-admin']>): string {
  const reason = getFileErrorReason(error);
  return t('exam-admin:import.fileError', { reason: t(reason.key, reason.values) });
}

export type CsvFileProblem = 'notCsv' | 'tooLarge';

/** Checked before anything is sent: the name must end in .csv, the size at most QUESTION_CSV_MAX_BYTES. */
export function checkCsvFile(file: { name: string; size: number }, maxBytes: number): CsvFileProblem | null {
  if (!/\.csv$/i.test(file.name.trim())) return 'notCsv';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
}
