// The parser over files as operators produce them (fixtures/question-csv): Excel's two CSV
// flavours, a comma file with quoted line breaks and text answers, and a file with broken rows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseQuestionCsv } from './question-csv';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/question-csv/${name}`, import.meta.url)));

function parseFixture(name: string) {
  const result = parseQuestionCsv(fixture(name));
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return result;
}

describe('question CSV corpus', () => {
  it('German Excel "CSV (Trennzeichen-getrennt)": Windows-1252, semicolons, CRLF, trailing empty lines', () => {
    const { delimiter, rows, errors } = parseFixture('excel-windows-1252-semicolon.csv');
    expect(delimiter).toBe(';');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        categoryName: 'Alkohol und Fahreignung',
        question: 'Ab wie viel Promille ordnet die Führerscheinstelle nach einer Trunkenheitsfahrt stets eine MPU an?',
        options: ['0,5 Promille', '1,1 Promille', '1,6 Promille', '2,0 Promille'],
        correctAnswers: ['1,6 Promille'],
        explanation: 'Nach § 13 S. 1 Nr. 2 c FeV ab 1,6 ‰.',
        difficulty: 'easy',
        mpuTypes: ['alcohol'],
      },
      {
        row: 3,
        categoryName: 'Punkte und Verstöße',
        question: 'Wie viele Punkte führen zur Entziehung der Fahrerlaubnis?',
        options: ['6 Punkte', '8 Punkte', '10 Punkte'],
        correctAnswers: ['8 Punkte'],
        explanation: '„8 Punkte“ nach § 4 Abs. 5 Nr. 3 StVG.',
        difficulty: 'medium',
        mpuTypes: ['points'],
      },
      {
        row: 4,
        categoryName: 'Straftaten',
        question: 'Was gilt als Straftat im Straßenverkehr?',
        options: ['Unerlaubtes Entfernen vom Unfallort', 'Falschparken', 'Nötigung', 'Parken im Halteverbot'],
        correctAnswers: ['Unerlaubtes Entfernen vom Unfallort', 'Nötigung'],
        explanation: '§ 142 und § 240 StGB – beides Straftaten.',
        difficulty: 'hard',
        mpuTypes: ['criminal'],
      },
    ]);
  });

  it('Excel "CSV UTF-8" with BOM reads the same as the Windows-1252 file', () => {
    const utf8 = parseFixture('excel-utf8-bom.csv');
    const cp1252 = parseFixture('excel-windows-1252-semicolon.csv');
    expect(utf8.rows).toEqual(cp1252.rows.slice(0, 2));
    expect(utf8.rows[0]?.categoryName).toBe('Alkohol und Fahreignung');
  });

  it('comma file: quoted delimiters, doubled quotes and line breaks; answers as option texts', () => {
    const { delimiter, rows, errors } = parseFixture('comma-quoted-multiline.csv');
    expect(delimiter).toBe(',');
    expect(errors).toEqual([]);
    expect(
      rows.map(({ row, question, options, correctAnswers, explanation, mpuTypes }) => ({
        row,
        question,
        options,
        correctAnswers,
        explanation,
        mpuTypes,
      })),
    ).toEqual([
      {
        row: 2,
        question: 'Was bedeutet der Wert "3,5 ng/ml"?',
        options: ['THC-Grenzwert nach § 24a StVG', 'Grenzwert für Alkohol'],
        correctAnswers: ['THC-Grenzwert nach § 24a StVG'],
        explanation: 'Seit 22.08.2024 gilt\nfür THC im Blutserum 3,5 ng/ml.',
        mpuTypes: ['drugs'],
      },
      {
        row: 3,
        question: 'Welche Aussagen zu Cannabis seit 1. April 2024 stimmen?',
        options: [
          'Cannabis ist kein Betäubungsmittel nach dem BtMG mehr',
          'Jeder Konsum führt zur MPU',
          '§ 13a FeV regelt die MPU bei Cannabis',
          'Cannabis ist im Straßenverkehr erlaubt',
        ],
        correctAnswers: ['Cannabis ist kein Betäubungsmittel nach dem BtMG mehr', '§ 13a FeV regelt die MPU bei Cannabis'],
        explanation: 'CanG und § 13a FeV.',
        mpuTypes: ['drugs', 'medizinalcannabis'],
      },
    ]);
  });

  it('names the row and reason of a short row, a row without answer and an answer that is no option; duplicates pass the parser', () => {
    const { rows, errors } = parseFixture('short-broken-duplicate.csv');
    expect(rows.map((row) => [row.row, row.question])).toEqual([
      [2, 'Wer erstellt das MPU-Gutachten?'],
      [5, 'Wer erstellt das MPU-Gutachten?'],
      [7, 'Wem wird das Gutachten übersandt?'],
    ]);
    expect(errors).toEqual([
      { row: 3, code: 'TOO_FEW_COLUMNS' },
      { row: 4, code: 'MISSING_CORRECT_ANSWER' },
      { row: 6, code: 'INVALID_CORRECT_ANSWER', value: 'Vielleicht' },
    ]);
  });
});
