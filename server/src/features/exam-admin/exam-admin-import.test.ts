// The exam-question admin's CSV import against a real database.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationStatus } from '@common/domain/content-language';
import { quizCategories, quizQuestions } from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { createQuizCategory, importQuestionsCsv } from './exam-admin.service';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const HEADER = 'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types';

/** A file as German Excel saves it as plain 'CSV': Windows-1252, ';' and CRLF. */
function excelBytes(lines: string[]): Uint8Array {
  const text = `${lines.join('\r\n')}\r\n`;
  const cp1252: Record<string, number> = { ä: 0xe4, ö: 0xf6, ü: 0xfc, Ü: 0xdc, ß: 0xdf, '§': 0xa7, '„': 0x84, '“': 0x93 };
  return new Uint8Array([...text].map((char) => cp1252[char] ?? char.charCodeAt(0)));
}

describe('importQuestionsCsv', () => {
  it('creates a missing category, skips a short row, and keeps the umlauts of a Windows-1252 file', async () => {
    const { db } = platform;
    await createQuizCategory({ db, category: { name: 'Bestehende Kategorie', description: 'vom Admin', mpuTypes: ['points'] } });
    const csv = excelBytes([
      HEADER,
      'Führerschein-Grundlagen;Wer führt die MPU durch?;Die Polizei;Eine Begutachtungsstelle;Das KBA;Die Fahrschule;b;§ 11 Abs. 3 FeV;;drugs,points',
      'Führerschein-Grundlagen;Zu kurz;A;B',
      'bestehende kategorie;Was prüft die MPU?;Fahreignung;Fahrtüchtigkeit;Parkkünste;Verkehrszeichen;a;;Schwer;',
      'Führerschein-Grundlagen;Zweite Frage „mit“ Zitat?;Ja;Nein;;;"a, b";;easy;alcohol',
    ]);

    const result = await importQuestionsCsv({ db, csv });
    expect(result).toEqual({
      ok: true,
      imported: 3,
      skipped: 1,
      duplicates: 0,
      failed: 0,
      createdCategories: ['Führerschein-Grundlagen'],
      problems: [{ line: 3, outcome: 'skipped', code: 'TOO_FEW_COLUMNS' }],
    });

    const categories = await db
      .select({ name: quizCategories.name, description: quizCategories.description, mpuTypes: quizCategories.mpuTypes })
      .from(quizCategories)
      .orderBy(asc(quizCategories.name));
    expect(categories).toEqual([
      { name: 'Bestehende Kategorie', description: 'vom Admin', mpuTypes: ['points'] },
      // the first row of a new category decides its MPU types
      { name: 'Führerschein-Grundlagen', description: 'Kategorie für Führerschein-Grundlagen', mpuTypes: ['drugs', 'points'] },
    ]);

    const questions = await db
      .select({
        category: quizCategories.name,
        question: quizQuestions.question,
        options: quizQuestions.options,
        correctAnswers: quizQuestions.correctAnswers,
        explanation: quizQuestions.explanation,
        difficulty: quizQuestions.difficulty,
      })
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .orderBy(asc(quizQuestions.createdAt));
    expect(questions).toEqual([
      {
        category: 'Führerschein-Grundlagen',
        question: 'Wer führt die MPU durch?',
        options: ['Die Polizei', 'Eine Begutachtungsstelle', 'Das KBA', 'Die Fahrschule'],
        correctAnswers: ['Eine Begutachtungsstelle'],
        explanation: '§ 11 Abs. 3 FeV',
        difficulty: 'medium',
      },
      {
        category: 'Bestehende Kategorie',
        question: 'Was prüft die MPU?',
        options: ['Fahreignung', 'Fahrtüchtigkeit', 'Parkkünste', 'Verkehrszeichen'],
        correctAnswers: ['Fahreignung'],
        explanation: '',
        difficulty: 'hard',
      },
      {
        category: 'Führerschein-Grundlagen',
        question: 'Zweite Frage „mit“ Zitat?',
        options: ['Ja', 'Nein'],
        correctAnswers: ['Ja', 'Nein'],
        explanation: '',
        difficulty: 'easy',
      },
    ]);
  });

  it('does not import a question a second time into its category; in another category it is a new question', async () => {
    const csv = `${HEADER}\nbestehende kategorie;Was prüft die MPU?;A;B;C;D;a;;;\nAndere Kategorie;Was prüft die MPU?;A;B;C;D;a;;;\nAndere Kategorie;Was prüft die MPU?;A;B;C;D;b;;;\n`;
    const result = await importQuestionsCsv({ db: platform.db, csv });
    expect(result).toEqual({
      ok: true,
      imported: 1,
      skipped: 0,
      duplicates: 2,
      failed: 0,
      createdCategories: ['Andere Kategorie'],
      problems: [
        { line: 2, outcome: 'duplicate', code: 'DUPLICATE_QUESTION' },
        { line: 4, outcome: 'duplicate', code: 'DUPLICATE_QUESTION' },
      ],
    });
    const copies = await platform.db
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .where(eq(quizQuestions.question, 'Was prüft die MPU?'));
    expect(copies).toHaveLength(2);
  });

  it('refuses a file without the required columns and writes nothing', async () => {
    const result = await importQuestionsCsv({ db: platform.db, csv: 'name;frage\nK;F?\n' });
    expect(result).toEqual({
      ok: false,
      error: 'MISSING_COLUMNS',
      missingColumns: ['category_name', 'question', 'option_a', 'option_b', 'option_c', 'option_d', 'correct_answers'],
    });
  });
});

describe('importQuestionsCsv with legal basis, Rechtsstand and Turkish and English columns', () => {
  const header = [
    'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types;legal_basis;checked_on',
    'question_tr;option_a_tr;option_b_tr;option_c_tr;option_d_tr;explanation_tr',
    'question_en;option_a_en;option_b_en;option_c_en;option_d_en;explanation_en',
  ].join(';');

  it('stores complete versions as current and refuses a row whose version is given in part', async () => {
    const { db } = platform;
    const csv = [
      header,
      // German with Turkish and English, three options (option D empty in every language)
      'Übersetzt;Wer erstellt das Gutachten?;Die BfF;Die Polizei;Das Gericht;;a;Amtlich anerkannt.;easy;alcohol;§ 66 FeV;01.11.2026;' +
        'Raporu kim hazırlar?;BfF;Polis;Mahkeme;;Resmi olarak tanınmış.;' +
        'Who writes the report?;The BfF;The police;The court;;Officially recognised.',
      // German only
      'Übersetzt;Was prüft die MPU?;Fahreignung;Parkkünste;;;a;;;;;2026-10-15;;;;;;;;;;;;',
      // Turkish without option B: refused
      'Übersetzt;Wie lange dauert die MPU?;Einen Tag;Eine Woche;;;a;;;;;;Ne kadar sürer?;Bir gün;;;;;;;;;;',
      // an English explanation without its question: refused
      'Übersetzt;Wo findet die MPU statt?;In einer BfF;Zu Hause;;;a;;;;;;;;;;;;;;;;;Only an explanation.',
      // Rechtsstand that is no date: refused
      'Übersetzt;Wer zahlt die MPU?;Die Person selbst;Die Krankenkasse;;;a;;;;;31.02.2026;;;;;;;;;;;;',
    ].join('\n');

    const result = await importQuestionsCsv({ db, csv });
    expect(result).toEqual({
      ok: true,
      imported: 2,
      skipped: 0,
      duplicates: 0,
      failed: 3,
      createdCategories: ['Übersetzt'],
      problems: [
        { line: 4, outcome: 'failed', code: 'INCOMPLETE_TRANSLATION', field: 'option_b_tr' },
        { line: 5, outcome: 'failed', code: 'INCOMPLETE_TRANSLATION', field: 'question_en' },
        { line: 6, outcome: 'failed', code: 'INVALID_DATE', value: '31.02.2026', field: 'checked_on' },
      ],
    });

    const rows = await db
      .select({
        question: quizQuestions.question,
        options: quizQuestions.options,
        legalBasis: quizQuestions.legalBasis,
        checkedOn: quizQuestions.checkedOn,
        translations: quizQuestions.translations,
      })
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizQuestions.categoryId, quizCategories.id))
      .where(eq(quizCategories.name, 'Übersetzt'))
      .orderBy(asc(quizQuestions.createdAt));
    expect(rows).toEqual([
      {
        question: 'Wer erstellt das Gutachten?',
        options: ['Die BfF', 'Die Polizei', 'Das Gericht'],
        legalBasis: '§ 66 FeV',
        checkedOn: '2026-11-01',
        translations: {
          tr: {
            question: 'Raporu kim hazırlar?',
            options: ['BfF', 'Polis', 'Mahkeme'],
            explanation: 'Resmi olarak tanınmış.',
            source: expect.stringMatching(/^[0-9a-f]{16}$/),
          },
          en: {
            question: 'Who writes the report?',
            options: ['The BfF', 'The police', 'The court'],
            explanation: 'Officially recognised.',
            source: expect.stringMatching(/^[0-9a-f]{16}$/),
          },
        },
      },
      { question: 'Was prüft die MPU?', options: ['Fahreignung', 'Parkkünste'], legalBasis: '', checkedOn: '2026-10-15', translations: {} },
    ]);
    const german = {
      question: 'Wer erstellt das Gutachten?',
      options: ['Die BfF', 'Die Polizei', 'Das Gericht'],
      explanation: 'Amtlich anerkannt.',
    };
    expect(translationStatus(german, rows[0]!.translations, 'tr')).toBe('current');
    expect(translationStatus(german, rows[0]!.translations, 'en')).toBe('current');
  });
});
