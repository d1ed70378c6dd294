// The exam-question admin's API against a real database: admin-only writes, categories, questions,
// delete all, and the CSV import over HTTP (Excel's files, refusals, and one transaction).
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildQuestionCsvTemplate } from '@common/domain/question-csv';
import type { ExamCategoryList, ExamQuestion, ExamQuestionList, QuestionCsvImportResult } from '@common/schemas/exam-admin';
import { quizCategories, quizQuestions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../common/src/domain/fixtures/question-csv/${name}`, import.meta.url)));
const questionCount = async () => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(quizQuestions))[0]!.n;

async function createCategory(name: string, mpuTypes: string[] = []) {
  const response = await admin.client.json<{ id: string }>('POST', '/api/admin/quiz/categories', {
    name,
    description: `Über ${name}`,
    mpuTypes,
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const question = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  categoryId,
  question: 'Wer erstellt das MPU-Gutachten?',
  options: ['Eine Begutachtungsstelle für Fahreignung', 'Die Polizei', '', 'Das Gericht'],
  correctAnswers: ['Eine Begutachtungsstelle für Fahreignung'],
  explanation: '§ 66 FeV: amtlich anerkannte Träger.',
  ...overrides,
});

describe('only admins write', () => {
  it('a learner with the quiz page replays the admin calls: 403 and nothing written', async () => {
    const learner = await signUpVerified(platform);
    const categoryId = await createCategory('Nur Admins');
    const before = await questionCount();
    expect((await learner.client.json('POST', '/api/admin/quiz/questions', question(categoryId))).status).toBe(403);
    expect((await learner.client.json('DELETE', '/api/admin/quiz/questions')).status).toBe(403);
    expect((await learner.client.json('DELETE', `/api/admin/quiz/categories/${categoryId}`)).status).toBe(403);
    expect((await learner.client.upload('/api/admin/quiz/import', fixture('excel-utf8-bom.csv'), 'text/csv')).status).toBe(403);
    expect(await questionCount()).toBe(before);
    expect(await platform.db.select().from(quizCategories).where(eq(quizCategories.id, categoryId))).toHaveLength(1);
  });
});

describe('categories', () => {
  it('empty MPU types save alcohol; a taken name is 409; blank fields are 400', async () => {
    const id = await createCategory('Neue Kategorie');
    const list = await admin.client.json<ExamCategoryList>('GET', '/api/admin/quiz/categories');
    expect(list.body.categories.find((c) => c.id === id)).toEqual({
      id,
      name: 'Neue Kategorie',
      description: 'Über Neue Kategorie',
      mpuTypes: ['alcohol'],
      questionCount: 0,
      translations: { tr: null, en: null },
    });
    const taken = await admin.client.json('POST', '/api/admin/quiz/categories', { name: 'Neue Kategorie', description: 'x', mpuTypes: [] });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: { code: 'CATEGORY_EXISTS' } });
    const blank = await admin.client.json('POST', '/api/admin/quiz/categories', { name: '  ', description: '', mpuTypes: [] });
    expect(blank.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { name: 'REQUIRED', description: 'REQUIRED' } } });
  });

  it('edits a category, and deleting it deletes its questions', async () => {
    const id = await createCategory('Zum Löschen');
    await admin.client.json('POST', '/api/admin/quiz/questions', question(id));
    await admin.client.json('POST', '/api/admin/quiz/questions', question(id, { question: 'Zweite Frage?' }));
    const edited = await admin.client.json('PUT', `/api/admin/quiz/categories/${id}`, {
      name: 'Umbenannt',
      description: 'neu',
      mpuTypes: ['drugs', 'points'],
    });
    expect(edited.status).toBe(200);
    const [row] = await platform.db.select().from(quizCategories).where(eq(quizCategories.id, id));
    expect(row).toMatchObject({ name: 'Umbenannt', description: 'neu', mpuTypes: ['drugs', 'points'] });

    const deleted = await admin.client.json('DELETE', `/api/admin/quiz/categories/${id}`);
    expect(deleted.body).toEqual({ deletedQuestions: 2 });
    expect(await platform.db.select().from(quizQuestions).where(eq(quizQuestions.categoryId, id))).toEqual([]);
    expect((await admin.client.json('DELETE', `/api/admin/quiz/categories/${id}`)).status).toBe(404);
  });
});

describe('questions', () => {
  it('drops blank options, defaults to Leicht, stores answers as option texts; edits and deletes', async () => {
    const categoryId = await createCategory('Fragen-Test', ['points']);
    const created = await admin.client.json<ExamQuestion>('POST', '/api/admin/quiz/questions', question(categoryId));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      options: ['Eine Begutachtungsstelle für Fahreignung', 'Die Polizei', 'Das Gericht'],
      correctAnswers: ['Eine Begutachtungsstelle für Fahreignung'],
      difficulty: 'easy',
    });
    const id = created.body.id;
    const edited = await admin.client.json<ExamQuestion>(
      'PUT',
      `/api/admin/quiz/questions/${id}`,
      question(categoryId, { options: ['Ja', 'Nein', 'Vielleicht'], correctAnswers: ['Vielleicht', 'Ja'], difficulty: 'hard' }),
    );
    expect(edited.body).toMatchObject({ options: ['Ja', 'Nein', 'Vielleicht'], correctAnswers: ['Ja', 'Vielleicht'], difficulty: 'hard' });
    expect((await admin.client.json('DELETE', `/api/admin/quiz/questions/${id}`)).status).toBe(200);
    expect((await admin.client.json('DELETE', `/api/admin/quiz/questions/${id}`)).status).toBe(404);
  });

  it('refuses a missing correct answer, one that is no option, and an unknown category, writing nothing', async () => {
    const categoryId = await createCategory('Ungültig');
    const before = await questionCount();
    const none = await admin.client.json('POST', '/api/admin/quiz/questions', question(categoryId, { correctAnswers: [] }));
    expect(none.body).toMatchObject({ error: { fields: { correctAnswers: 'REQUIRED' } } });
    // a mark on an option that was emptied
    const emptied = await admin.client.json('POST', '/api/admin/quiz/questions', question(categoryId, { correctAnswers: [''] }));
    expect(emptied.body).toMatchObject({ error: { fields: { correctAnswers: 'NOT_AN_OPTION' } } });
    const unknown = await admin.client.json('POST', '/api/admin/quiz/questions', question('00000000-0000-4000-8000-000000000000'));
    expect(unknown.body).toMatchObject({ error: { fields: { categoryId: 'NOT_FOUND' } } });
    expect(await questionCount()).toBe(before);
  });

  it("editing an option's text: a correct answer still naming the old text is refused and nothing changes", async () => {
    const categoryId = await createCategory('Option bearbeiten');
    const created = await admin.client.json<ExamQuestion>(
      'POST',
      '/api/admin/quiz/questions',
      question(categoryId, { options: ['0,5 Promille', '1,1 Promille', '1,6 Promille', ''], correctAnswers: ['1,1 Promille'] }),
    );
    expect(created.status).toBe(201);
    const url = `/api/admin/quiz/questions/${created.body.id}`;
    const stale = await admin.client.json(
      'PUT',
      url,
      question(categoryId, { options: ['0,5 Promille', '1,1 Promille BAK', '1,6 Promille', ''], correctAnswers: ['1,1 Promille'] }),
    );
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { correctAnswers: 'NOT_AN_OPTION' } } });
    const [unchanged] = await platform.db.select().from(quizQuestions).where(eq(quizQuestions.id, created.body.id));
    expect(unchanged).toMatchObject({ options: ['0,5 Promille', '1,1 Promille', '1,6 Promille'], correctAnswers: ['1,1 Promille'] });

    // marked again on the new text (twice, and out of order with a second one): stored once each, in the order of the options
    const saved = await admin.client.json<ExamQuestion>(
      'PUT',
      url,
      question(categoryId, {
        options: ['0,5 Promille', '1,1 Promille BAK', '1,6 Promille', ''],
        correctAnswers: ['1,6 Promille', '1,1 Promille BAK', '1,1 Promille BAK'],
      }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      options: ['0,5 Promille', '1,1 Promille BAK', '1,6 Promille'],
      correctAnswers: ['1,1 Promille BAK', '1,6 Promille'],
    });
  });

  it('pages on the server, newest first, filtered by category and a case-insensitive search', async () => {
    const categoryId = await createCategory('Liste');
    for (let i = 1; i <= 5; i++)
      await admin.client.json(
        'POST',
        '/api/admin/quiz/questions',
        question(categoryId, { question: `Listenfrage ${i} zur Führerscheinstelle` }),
      );
    const page = await admin.client.json<ExamQuestionList>('GET', `/api/admin/quiz/questions?categoryId=${categoryId}&pageSize=2&page=2`);
    expect(page.body.total).toBe(5);
    expect(page.body.items.map((q) => q.question)).toEqual([
      'Listenfrage 3 zur Führerscheinstelle',
      'Listenfrage 2 zur Führerscheinstelle',
    ]);
    const search = await admin.client.json<ExamQuestionList>(
      'GET',
      `/api/admin/quiz/questions?search=${encodeURIComponent('FRAGE 4 ZUR FÜHRER')}`,
    );
    expect(search.body.items.map((q) => q.question)).toEqual(['Listenfrage 4 zur Führerscheinstelle']);
    const literal = await admin.client.json<ExamQuestionList>('GET', `/api/admin/quiz/questions?search=${encodeURIComponent('%')}`);
    expect(literal.body.total).toBe(0);
  });
});

describe('CSV import over HTTP', () => {
  it('imports a German Excel file (Windows-1252, semicolons) with umlauts intact and reports each row', async () => {
    const result = await admin.client.upload<QuestionCsvImportResult>(
      '/api/admin/quiz/import',
      fixture('excel-windows-1252-semicolon.csv'),
      'application/vnd.ms-excel',
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      imported: 3,
      skipped: 0,
      duplicates: 0,
      failed: 0,
      createdCategories: ['Alkohol und Fahreignung', 'Punkte und Verstöße', 'Straftaten'],
      problems: [],
    });
    const [stored] = await platform.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.question, 'Wie viele Punkte führen zur Entziehung der Fahrerlaubnis?'));
    expect(stored).toMatchObject({
      explanation: '„8 Punkte“ nach § 4 Abs. 5 Nr. 3 StVG.',
      difficulty: 'medium',
      correctAnswers: ['8 Punkte'],
    });

    const again = await admin.client.upload<QuestionCsvImportResult>('/api/admin/quiz/import', fixture('excel-utf8-bom.csv'), 'text/csv');
    expect(again.body).toMatchObject({
      imported: 0,
      duplicates: 2,
      problems: [
        { line: 2, outcome: 'duplicate' },
        { line: 3, outcome: 'duplicate' },
      ],
    });
  });

  it('counts skipped, duplicate and failed rows apart, each with its line', async () => {
    const result = await admin.client.upload<QuestionCsvImportResult>(
      '/api/admin/quiz/import',
      fixture('short-broken-duplicate.csv'),
      'text/csv',
    );
    expect(result.body).toEqual({
      imported: 2,
      skipped: 1,
      duplicates: 1,
      failed: 2,
      createdCategories: ['Ablauf'],
      problems: [
        { line: 3, outcome: 'skipped', code: 'TOO_FEW_COLUMNS' },
        { line: 4, outcome: 'failed', code: 'MISSING_CORRECT_ANSWER' },
        { line: 5, outcome: 'duplicate', code: 'DUPLICATE_QUESTION' },
        { line: 6, outcome: 'failed', code: 'INVALID_CORRECT_ANSWER', value: 'Vielleicht' },
      ],
    });
  });

  it('skips and names the two sample questions of the unchanged CSV template, and imports an own row beside them', async () => {
    const before = await questionCount();
    const template = buildQuestionCsvTemplate();
    const unchanged = await admin.client.upload<QuestionCsvImportResult>('/api/admin/quiz/import', template, 'text/csv');
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual({
      imported: 0,
      skipped: 2,
      duplicates: 0,
      failed: 0,
      createdCategories: [],
      problems: [
        {
          line: 2,
          outcome: 'skipped',
          code: 'SAMPLE_QUESTION',
          value: 'Ab welcher Blutalkoholkonzentration sind Kraftfahrzeugführende absolut fahruntüchtig?',
        },
        {
          line: 3,
          outcome: 'skipped',
          code: 'SAMPLE_QUESTION',
          value: 'Welche Folgen hat es, wenn im Fahreignungsregister 8 Punkte erreicht sind?',
        },
      ],
    });
    expect(await questionCount()).toBe(before);
    expect(await platform.db.select().from(quizCategories).where(eq(quizCategories.name, 'Punkte und Verkehrsverstöße'))).toEqual([]);

    // the admin wrote an own row under the samples (Excel writes the template's optional columns empty): it goes in,
    // the samples still do not
    const own = `${template}Eigene Kategorie,Wer ordnet die MPU an?,Die Fahrerlaubnisbehörde,Die Polizei,,,A,,easy,points${','.repeat(14)}\r\n`;
    const mixed = await admin.client.upload<QuestionCsvImportResult>('/api/admin/quiz/import', own, 'text/csv');
    expect(mixed.body).toMatchObject({ imported: 1, skipped: 2, createdCategories: ['Eigene Kategorie'] });
    expect(await questionCount()).toBe(before + 1);
  });

  it('refuses a workbook, a file over 5 MB and a file without the columns, writing nothing', async () => {
    const before = await questionCount();
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    const workbook = await admin.client.upload('/api/admin/quiz/import', xlsx, 'application/octet-stream');
    expect(workbook.status).toBe(415);
    expect(workbook.body).toMatchObject({ error: { code: 'NOT_CSV' } });
    const json = await admin.client.upload('/api/admin/quiz/import', '{"a":1}', 'application/json');
    expect(json.status).toBe(415);

    const big = new Uint8Array(5 * 1024 * 1024 + 1).fill(0x41);
    const tooLarge = await admin.client.upload('/api/admin/quiz/import', big, 'text/csv');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });

    const columns = await admin.client.upload('/api/admin/quiz/import', 'name;frage\nK;F?\n', 'text/csv');
    expect(columns.status).toBe(400);
    expect(columns.body).toMatchObject({
      error: { code: 'MISSING_COLUMNS', fields: { file: 'category_name,question,option_a,option_b,option_c,option_d,correct_answers' } },
    });
    expect(await questionCount()).toBe(before);
  });

  it('a database error in the middle of a 1,200-row import leaves nothing behind, not even new categories', async () => {
    const header = 'category_name;question;option_a;option_b;option_c;option_d;correct_answers;explanation;difficulty;mpu_types';
    const rows = Array.from({ length: 1200 }, (_, i) => `Atomar ${i % 3};Frage ${i}?;Ja;Nein;;;a;;;`);
    rows[900] = 'Atomar 0;BOOM;Ja;Nein;;;a;;;';
    // a trigger fails a later chunk of rows after the earlier ones went in: a real database error mid-import
    await platform.db.execute(sql`create or replace function boom() returns trigger language plpgsql as $$
      begin if new.question = 'BOOM' then raise exception 'injected failure'; end if; return new; end $$`);
    await platform.db.execute(sql`create trigger boom before insert on quiz_questions for each row execute function boom()`);
    try {
      const before = await questionCount();
      const result = await admin.client.upload('/api/admin/quiz/import', [header, ...rows].join('\r\n'), 'text/csv');
      expect(result.status).toBe(500);
      expect(await questionCount()).toBe(before);
      const created = await platform.db
        .select()
        .from(quizCategories)
        .where(sql`${quizCategories.name} like 'Atomar %'`);
      expect(created).toEqual([]);
    } finally {
      await platform.db.execute(sql`drop trigger boom on quiz_questions`);
    }
  });

  it("'Alle löschen' deletes every question and keeps the categories", async () => {
    const categoriesBefore = (await admin.client.json<ExamCategoryList>('GET', '/api/admin/quiz/categories')).body.categories.length;
    const total = await questionCount();
    expect(total).toBeGreaterThan(0);
    const response = await admin.client.json('DELETE', '/api/admin/quiz/questions');
    expect(response.body).toEqual({ deleted: total });
    expect(await questionCount()).toBe(0);
    expect((await admin.client.json<ExamCategoryList>('GET', '/api/admin/quiz/categories')).body.categories).toHaveLength(categoriesBefore);
  });
});
