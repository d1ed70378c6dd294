import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionCsvProblem } from '@common/schemas/exam-admin';
import { ApiError } from '../../lib/api-client';
import { checkCsvFile, formatFileError, formatProblem, formatSummary, toneOfOutcome } from './import-report';
import de from './locales/de.json';
import en from './locales/en.json';

let t: TFunction<['exam-admin']>;
let tEn: TFunction<['exam-admin']>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'de',
    resources: { de: { 'exam-admin': de }, en: { 'exam-admin': en } },
    interpolation: { escapeValue: false },
  });
  t = instance.getFixedT('de') as unknown as TFunction<['exam-admin']>;
  tEn = instance.getFixedT('en') as unknown as TFunction<['exam-admin']>;
});

const CODES = [
  'TOO_FEW_COLUMNS',
  'TOO_MANY_COLUMNS',
  'MISSING_CATEGORY',
  'MISSING_QUESTION',
  'TOO_FEW_OPTIONS',
  'DUPLICATE_OPTIONS',
  'MISSING_CORRECT_ANSWER',
  'INVALID_CORRECT_ANSWER',
  'CORRECT_ANSWER_WITHOUT_OPTION',
  'INVALID_DIFFICULTY',
  'INVALID_MPU_TYPE',
  'DUPLICATE_QUESTION',
  'TOO_LONG',
  'FORMULA',
  'INVALID',
  'SOMETHING_NEW',
];

describe('problem lines', () => {
  it('reads like the spec in German', () => {
    expect(formatProblem({ line: 3, outcome: 'skipped', code: 'TOO_FEW_COLUMNS' }, t)).toBe(
      'Zeile 3: übersprungen – weniger Spalten als die Kopfzeile',
    );
    expect(formatProblem({ line: 6, outcome: 'failed', code: 'INVALID_CORRECT_ANSWER', value: 'Vielleicht' }, t)).toBe(
      'Zeile 6: Fehler – „Vielleicht“ ist keine der Antwortoptionen',
    );
    expect(formatProblem({ line: 5, outcome: 'duplicate', code: 'DUPLICATE_QUESTION' }, t)).toBe(
      'Zeile 5: Duplikat – die Frage ist in dieser Kategorie schon vorhanden',
    );
    expect(formatProblem({ line: 7, outcome: 'failed', code: 'CORRECT_ANSWER_WITHOUT_OPTION', value: 'c' }, t)).toBe(
      'Zeile 7: Fehler – die richtige Antwort „C“ verweist auf eine leere Option',
    );
    expect(formatProblem({ line: 8, outcome: 'failed', code: 'INVALID_DIFFICULTY' }, t)).toContain('die Schwierigkeit ist ungültig');
    expect(formatProblem({ line: 9, outcome: 'failed', code: 'SOMETHING_NEW' }, t)).toContain('SOMETHING_NEW');
  });

  // the spec's colour rule ('Fehler' → red) gives the same answer as the tone taken from the outcome
  it("says 'Fehler' in German exactly when the row failed", () => {
    for (const outcome of ['skipped', 'duplicate', 'failed'] as const) {
      for (const code of CODES) {
        for (const value of [undefined, 'x']) {
          const problem: QuestionCsvProblem = { line: 2, outcome, code, ...(value ? { value } : {}) };
          const text = formatProblem(problem, t);
          expect(text.includes('Fehler'), text).toBe(toneOfOutcome(outcome) === 'error');
        }
      }
    }
  });

  it('names the column and the limit of a text that is too long, as the form names them', () => {
    const tooLong = (field: string, max: number) => formatProblem({ line: 3, outcome: 'failed', code: 'TOO_LONG', field, max }, t);
    expect(tooLong('question', 2000)).toBe('Zeile 3: Fehler – Frage länger als 2.000 Zeichen');
    expect(tooLong('option_c', 2000)).toBe('Zeile 3: Fehler – Option C länger als 2.000 Zeichen');
    expect(tooLong('explanation', 5000)).toBe('Zeile 3: Fehler – Erklärung länger als 5.000 Zeichen');
    expect(tooLong('category_name', 200)).toBe('Zeile 3: Fehler – Kategorie länger als 200 Zeichen');
    expect(formatProblem({ line: 3, outcome: 'failed', code: 'TOO_LONG', field: 'question', max: 2000 }, tEn)).toBe(
      'Line 3: error – question longer than 2,000 characters',
    );
  });

  it('says why a category name that starts like a formula is refused', () => {
    expect(formatProblem({ line: 4, outcome: 'failed', code: 'FORMULA', field: 'category_name' }, t)).toBe(
      'Zeile 4: Fehler – Kategorie beginnt mit =, +, - oder @ (Excel würde den Text als Formel ausführen)',
    );
    expect(formatProblem({ line: 4, outcome: 'failed', code: 'INVALID', field: 'difficulty' }, t)).toBe(
      'Zeile 4: Fehler – Schwierigkeit ist ungültig',
    );
  });

  it('is translated', () => {
    expect(formatProblem({ line: 3, outcome: 'skipped', code: 'TOO_FEW_COLUMNS' }, tEn)).toMatch(/^Line 3: /);
  });
});

describe('summary and file errors', () => {
  it('counts everything and is green by the spec rule', () => {
    const summary = formatSummary({ imported: 12, skipped: 1, duplicates: 2, failed: 1, createdCategories: [], problems: [] }, t);
    expect(summary).toBe('Import abgeschlossen: 12 importiert, 1 übersprungen, 2 Duplikate, 1 fehlerhaft.');
    expect(summary.includes('Fehler')).toBe(false);
  });

  it("names the reason after 'Fehler beim Importieren der CSV-Datei.'", () => {
    expect(formatFileError(new ApiError(400, 'MISSING_COLUMNS', 'x', { file: 'question,option_a' }), t)).toBe(
      'Fehler beim Importieren der CSV-Datei. Es fehlen Spalten: question, option_a.',
    );
    expect(formatFileError(new ApiError(400, 'EMPTY_FILE', 'x'), t)).toBe(
      'Fehler beim Importieren der CSV-Datei. Die Datei enthält keine Fragen.',
    );
    expect(formatFileError(new ApiError(400, 'TOO_MANY_ROWS', 'x', { file: '10000' }), t)).toBe(
      'Fehler beim Importieren der CSV-Datei. Die Datei hat mehr als 10.000 Zeilen. Bitte teilen Sie sie auf mehrere Dateien auf.',
    );
    expect(formatFileError(new ApiError(413, 'FILE_TOO_LARGE', 'x'), t)).toContain('größer als 5 MB');
    expect(formatFileError(new ApiError(415, 'NOT_CSV', 'x'), t)).toContain('keine CSV-Textdatei');
    expect(formatFileError(new ApiError(0, 'NETWORK_ERROR', 'x'), t)).toContain('nicht erreichbar');
    for (const code of ['MISSING_COLUMNS', 'INTERNAL_ERROR']) {
      expect(formatFileError(new ApiError(500, code, 'x'), t).startsWith('Fehler beim Importieren der CSV-Datei.')).toBe(true);
    }
  });
});

describe('checkCsvFile', () => {
  it('wants a .csv name and at most the limit', () => {
    expect(checkCsvFile({ name: 'fragen.CSV', size: 10 }, 100)).toBeNull();
    expect(checkCsvFile({ name: 'fragen.xlsx', size: 10 }, 100)).toBe('notCsv');
    expect(checkCsvFile({ name: 'fragen.csv', size: 101 }, 100)).toBe('tooLarge');
    expect(checkCsvFile({ name: 'fragen.csv', size: 100 }, 100)).toBeNull();
  });
});
