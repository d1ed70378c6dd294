// The Turkish and English versions of exam questions and categories in the admin API, against a real database: a
// version is current when saved, stale after a German edit, current again when confirmed; a translated option list
// must line up with the German one; only admins read and write them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExamCategoryList, ExamQuestion, ExamQuestionList } from '@common/schemas/exam-admin';
import { quizQuestions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let categoryId: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  const category = await admin.client.json<{ id: string }>('POST', '/api/admin/quiz/categories', {
    name: 'Übersetzte Fragen',
    description: 'Fragen mit Übersetzung',
    mpuTypes: ['alcohol'],
  });
  categoryId = category.body.id;
});
afterAll(() => platform.close());

const german = {
  question: 'Wer erstellt das MPU-Gutachten?',
  options: ['Eine Begutachtungsstelle für Fahreignung', 'Die Polizei', 'Das Gericht'],
  correctAnswers: ['Eine Begutachtungsstelle für Fahreignung'],
  explanation: 'Amtlich anerkannte Träger.',
  difficulty: 'medium',
};
const turkish = {
  question: 'MPU raporunu kim hazırlar?',
  options: ['Sürüş uygunluğu değerlendirme merkezi', 'Polis', 'Mahkeme'],
  explanation: 'Resmi olarak tanınmış kuruluşlar.',
};

async function findQuestion(id: string) {
  const list = await admin.client.json<ExamQuestionList>('GET', `/api/admin/quiz/questions?categoryId=${categoryId}&pageSize=100`);
  expect(list.status).toBe(200);
  return list.body.items.find((item) => item.id === id)!;
}

describe('exam question versions', () => {
  it('saved with German: tr current, en missing; a German edit makes tr stale; confirmed makes it current again', async () => {
    const created = await admin.client.json<ExamQuestion>('POST', '/api/admin/quiz/questions', {
      categoryId,
      ...german,
      legalBasis: '§ 66 FeV',
      checkedOn: '2026-11-01',
      translations: { tr: turkish },
    });
    expect(created.status).toBe(201);
    expect(created.body.translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });
    expect(created.body).toMatchObject({ legalBasis: '§ 66 FeV', checkedOn: '2026-11-01' });

    const listed = await findQuestion(created.body.id);
    expect(listed.translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });

    // only the German changes; the editor sends the Turkish back unchanged
    const edited = await admin.client.json<ExamQuestion>('PUT', `/api/admin/quiz/questions/${created.body.id}`, {
      categoryId,
      ...german,
      question: 'Wer erstellt das medizinisch-psychologische Gutachten?',
      legalBasis: '§ 66 FeV',
      checkedOn: '2026-11-01',
      translations: { tr: turkish },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.translations).toEqual({ tr: { ...turkish, status: 'stale' }, en: null });
    expect((await findQuestion(created.body.id)).translations.tr?.status).toBe('stale');

    const confirmed = await admin.client.json<ExamQuestion>('PUT', `/api/admin/quiz/questions/${created.body.id}`, {
      categoryId,
      ...german,
      question: 'Wer erstellt das medizinisch-psychologische Gutachten?',
      legalBasis: '§ 66 FeV',
      checkedOn: '2026-11-01',
      translations: { tr: { ...turkish, confirmed: true } },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });
    expect((await findQuestion(created.body.id)).translations.tr?.status).toBe('current');
  });

  it('a translated option list of another length is 400 OPTION_COUNT and changes nothing', async () => {
    const created = await admin.client.json<ExamQuestion>('POST', '/api/admin/quiz/questions', {
      categoryId,
      ...german,
      question: 'Welche Stelle erstellt das Gutachten?',
      translations: { tr: turkish },
    });
    expect(created.status).toBe(201);
    const before = await platform.db.select().from(quizQuestions).where(eq(quizQuestions.id, created.body.id));

    const refused = await admin.client.json('PUT', `/api/admin/quiz/questions/${created.body.id}`, {
      categoryId,
      ...german,
      question: 'Welche Stelle erstellt das Gutachten? (geändert)',
      translations: { tr: { ...turkish, options: ['Polis', 'Mahkeme'] } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'The request is invalid.', fields: { 'translations.tr.options': 'OPTION_COUNT' } },
    });
    const after = await platform.db.select().from(quizQuestions).where(eq(quizQuestions.id, created.body.id));
    expect(after).toEqual(before);

    const refusedNew = await admin.client.json('POST', '/api/admin/quiz/questions', {
      categoryId,
      ...german,
      question: 'Eine neue Frage mit zu vielen englischen Antworten',
      translations: { en: { question: 'Who?', options: ['A', 'B', 'C', 'D'], explanation: '' } },
    });
    expect(refusedNew.status).toBe(400);
    expect(refusedNew.body).toMatchObject({ error: { fields: { 'translations.en.options': 'OPTION_COUNT' } } });
  });

  it('null removes a version; a checked-on date must be a date', async () => {
    const created = await admin.client.json<ExamQuestion>('POST', '/api/admin/quiz/questions', {
      categoryId,
      ...german,
      question: 'Wer bezahlt das Gutachten?',
      translations: { tr: turkish, en: { question: 'Who pays?', options: ['A', 'B', 'C'], explanation: '' } },
    });
    expect(created.body.translations.en).toEqual({ question: 'Who pays?', options: ['A', 'B', 'C'], explanation: '', status: 'current' });
    const removed = await admin.client.json<ExamQuestion>('PUT', `/api/admin/quiz/questions/${created.body.id}`, {
      categoryId,
      ...german,
      question: 'Wer bezahlt das Gutachten?',
      translations: { en: null },
    });
    expect(removed.body.translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });
    const badDate = await admin.client.json('PUT', `/api/admin/quiz/questions/${created.body.id}`, {
      categoryId,
      ...german,
      checkedOn: '1.11.2026',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body).toMatchObject({ error: { fields: { checkedOn: 'INVALID_DATE' } } });
  });

  it('a category keeps its versions the same way', async () => {
    const created = await admin.client.json<{ id: string }>('POST', '/api/admin/quiz/categories', {
      name: 'Drogen und Fahreignung',
      description: 'Fragen zu Drogen',
      mpuTypes: ['drugs'],
      translations: { en: { name: 'Drugs and fitness to drive', description: 'Questions on drugs' } },
    });
    expect(created.status).toBe(201);
    const saved = await admin.client.json('PUT', `/api/admin/quiz/categories/${created.body.id}`, {
      name: 'Drogen und Fahreignung',
      description: 'Fragen zu Drogen und Medikamenten',
      mpuTypes: ['drugs'],
    });
    expect(saved.status).toBe(200);
    const list = await admin.client.json<ExamCategoryList>('GET', '/api/admin/quiz/categories');
    expect(list.body.categories.find((category) => category.id === created.body.id)?.translations).toEqual({
      tr: null,
      en: { name: 'Drugs and fitness to drive', description: 'Questions on drugs', status: 'stale' },
    });
  });

  it('a learner calling the admin routes gets 403', async () => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('GET', '/api/admin/quiz/questions')).status).toBe(403);
    expect((await learner.client.json('GET', '/api/admin/quiz/categories')).status).toBe(403);
    const write = await learner.client.json('POST', '/api/admin/quiz/questions', { categoryId, ...german, translations: { tr: turkish } });
    expect(write.status).toBe(403);
  });
});
