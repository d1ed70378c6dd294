// The learner's exam quiz against a real database: scope, server-side evaluation, mistakes mode,
// the hub's figures and the dashboard tile the answers feed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@common/schemas/dashboard';
import type { QuizAnswerResult, QuizHub, QuizQuestionList } from '@common/schemas/quiz';
import { quizCategories, quizQuestions, quizReviewCards, quizUserAttempts } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
/** Category ids by name. */
const categories: Record<string, string> = {};
/** Question ids by text. */
const questions: Record<string, string> = {};

async function addCategory(name: string, mpuTypes: string[]) {
  const [row] = await platform.db
    .insert(quizCategories)
    .values({ name, description: `Beschreibung ${name}`, mpuTypes })
    .returning();
  categories[name] = row!.id;
}

async function addQuestion(category: string, question: string, options: string[], correctAnswers: string[]) {
  const [row] = await platform.db
    .insert(quizQuestions)
    .values({ categoryId: categories[category]!, question, options, correctAnswers, explanation: `Erklärung zu ${question}` })
    .returning();
  questions[question] = row!.id;
}

const DEFAULT_PERMISSIONS = {
  videos: true,
  lexicon: true,
  courses: false,
  news: false,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
  'performance-trainer': true,
  abstinence: false,
  'my-story': true,
};

/** A learner with the page 'courses' and the given reasons, as an admin would set them up. */
async function learner(mpuReasons: string[]) {
  const account = await signUpVerified(platform, { mpuReason: mpuReasons[0] });
  expect((await admin.client.json('PATCH', `/api/admin/users/${account.userId}`, { role: 'user', mpuReasons })).status).toBe(200);
  const permissions = { ...DEFAULT_PERMISSIONS, courses: true };
  expect((await admin.client.json('PUT', `/api/admin/users/${account.userId}/permissions`, { permissions })).status).toBe(200);
  return account;
}

const answer = (client: TestPlatform['client'] extends () => infer C ? C : never, question: string, selected: string[]) =>
  client.json<QuizAnswerResult>('POST', `/api/quiz/questions/${questions[question]}/answer`, { selected });

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  await addCategory('Alkohol', ['alcohol']);
  await addCategory('Drogen', ['drugs']);
  await addCategory('Für alle', ['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis']);
  await addCategory('Ohne Typen', []);
  await addQuestion('Alkohol', 'A1', ['0,5 ‰', '1,1 ‰', '1,6 ‰'], ['1,6 ‰']);
  await addQuestion('Alkohol', 'A2', ['x', 'y'], ['x']);
  await addQuestion('Drogen', 'D1', ['THC', 'EtG', 'PEth', 'CDT'], ['THC']);
  await addQuestion('Drogen', 'D2', ['ja', 'nein'], ['nein']);
  await addQuestion('Für alle', 'F1', ['Gutachten', 'Urteil', 'Bußgeld', 'Punkte'], ['Gutachten', 'Punkte']);
  await addQuestion('Ohne Typen', 'O1', ['a', 'b'], ['a']);
});
afterAll(() => platform.close());

describe('scope', () => {
  it('a drugs learner sees the drugs category, the one for all and the one without types, by name; an admin sees all four', async () => {
    const { client } = await learner(['drugs']);
    const hub = await client.json<QuizHub>('GET', '/api/quiz/hub');
    expect(hub.status).toBe(200);
    expect(hub.body.categories.map((c) => [c.name, c.questionCount])).toEqual([
      ['Drogen', 2],
      ['Für alle', 1],
      ['Ohne Typen', 1],
    ]);
    expect(hub.body.totalQuestions).toBe(4);

    const all = await client.json<QuizQuestionList>('GET', '/api/quiz/questions?mode=all');
    expect(all.body.questions.map((q) => q.question)).toEqual(['D1', 'D2', 'F1', 'O1']);

    const adminHub = await admin.client.json<QuizHub>('GET', '/api/quiz/hub');
    expect(adminHub.body.categories.map((c) => c.name)).toEqual(['Alkohol', 'Drogen', 'Für alle', 'Ohne Typen']);
    expect(adminHub.body.totalQuestions).toBe(6);
  });

  it("another reason's category and question answer 404, and nothing is stored", async () => {
    const { client, userId } = await learner(['drugs']);
    const category = await client.json('GET', `/api/quiz/questions?mode=category&categoryId=${categories['Alkohol']}`);
    expect(category.status).toBe(404);
    expect(category.body).toMatchObject({ error: { code: 'CATEGORY_NOT_FOUND' } });
    const attempt = await answer(client, 'A1', ['1,6 ‰']);
    expect(attempt.status).toBe(404);
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toEqual([]);
  });

  it('category mode needs a category id; random mode takes 10 distinct questions from the scope', async () => {
    const { client } = await learner(['alcohol']);
    const missing = await client.json('GET', '/api/quiz/questions?mode=category');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { categoryId: 'REQUIRED' } } });

    for (let i = 0; i < 12; i++) await addQuestion('Alkohol', `Zufall ${i}`, ['r', 'f'], ['r']);
    const random = await client.json<QuizQuestionList>('GET', '/api/quiz/questions?mode=random');
    const texts = random.body.questions.map((q) => q.question);
    expect(texts).toHaveLength(10);
    expect(new Set(texts).size).toBe(10);
    expect(random.body.questions.every((q) => ['Alkohol', 'Für alle', 'Ohne Typen'].includes(q.categoryName))).toBe(true);
  });
});

describe('answers are evaluated on the server', () => {
  it('questions travel without correct answers or explanation', async () => {
    const { client } = await learner(['drugs']);
    const response = await client.request('GET', `/api/quiz/questions?mode=category&categoryId=${categories['Für alle']}`);
    const text = await response.text();
    expect(text).not.toContain('correctAnswers');
    expect(text).not.toContain('Erklärung');
    expect(JSON.parse(text)).toMatchObject({
      category: { name: 'Für alle', questionCount: 1 },
      questions: [{ question: 'F1', options: ['Gutachten', 'Urteil', 'Bußgeld', 'Punkte'], categoryName: 'Für alle', multiple: true }],
    });
  });

  it('says whether several options are right (checkboxes) or one (radio buttons), in every mode', async () => {
    const { client } = await learner(['drugs']);
    const multipleOf = async (mode: string) => {
      const response = await client.json<{ questions: { question: string; multiple: boolean }[] }>(
        'GET',
        `/api/quiz/questions?mode=${mode}`,
      );
      return Object.fromEntries(response.body.questions.map((question) => [question.question, question.multiple]));
    };
    const expected = { D1: false, D2: false, F1: true, O1: false };
    expect(await multipleOf('all')).toEqual(expected);
    expect(await multipleOf('review')).toEqual(expected);
  });

  it('right only when the chosen set equals the correct set; every attempt is stored', async () => {
    const { client, userId } = await learner(['drugs']);
    expect((await answer(client, 'F1', ['Punkte', 'Gutachten'])).body).toEqual({
      isCorrect: true,
      correctAnswers: ['Gutachten', 'Punkte'],
      explanation: 'Erklärung zu F1',
    });
    expect((await answer(client, 'F1', ['Gutachten'])).body).toMatchObject({ isCorrect: false, correctAnswers: ['Gutachten', 'Punkte'] });
    expect((await answer(client, 'F1', ['Gutachten', 'Punkte', 'Urteil'])).body).toMatchObject({ isCorrect: false });
    const stored = await platform.db
      .select({ selected: quizUserAttempts.selectedAnswers, isCorrect: quizUserAttempts.isCorrect })
      .from(quizUserAttempts)
      .where(eq(quizUserAttempts.userId, userId));
    expect(stored).toHaveLength(3);
    expect(stored).toContainEqual({ selected: ['Gutachten'], isCorrect: false });
  });

  it('refuses an empty selection and a text that is not an option, storing nothing', async () => {
    const { client, userId } = await learner(['drugs']);
    const empty = await answer(client, 'D1', []);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { fields: { selected: 'REQUIRED' } } });
    const invented = await answer(client, 'D1', ['THC', 'Kokain']);
    expect(invented.status).toBe(400);
    expect(invented.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { selected: 'NOT_AN_OPTION' } } });
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toEqual([]);
  });
});

describe('mistakes and the hub', () => {
  it('mistakes are the questions whose latest answer was wrong, until answered right', async () => {
    const { client } = await learner(['drugs']);
    await answer(client, 'D1', ['EtG']); // wrong
    await answer(client, 'D2', ['ja']); // wrong, then right
    await answer(client, 'D2', ['nein']);
    await answer(client, 'O1', ['a']); // right, then wrong
    await answer(client, 'O1', ['b']);

    const hub = await client.json<QuizHub>('GET', '/api/quiz/hub');
    expect(hub.body.mistakes).toBe(2);
    expect(hub.body.recent.map((a) => [a.question, a.isCorrect])).toEqual([
      ['O1', false],
      ['O1', true],
      ['D2', true],
      ['D2', false],
      ['D1', false],
    ]);
    const mistakes = await client.json<QuizQuestionList>('GET', '/api/quiz/questions?mode=mistakes');
    expect(mistakes.body.questions.map((q) => q.question)).toEqual(['D1', 'O1']);

    await answer(client, 'D1', ['THC']);
    expect((await client.json<QuizHub>('GET', '/api/quiz/hub')).body.mistakes).toBe(1);
    await answer(client, 'O1', ['a']);
    expect((await client.json<QuizQuestionList>('GET', '/api/quiz/questions?mode=mistakes')).body.questions).toEqual([]);
  });

  it('a right answer moves the dashboard tile once per question', async () => {
    const { client } = await learner(['drugs']);
    const before = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(before.body.counts).toMatchObject({ questionsTotal: 4, questionsCorrect: 0 });
    await answer(client, 'D1', ['THC']);
    await answer(client, 'D1', ['THC']);
    await answer(client, 'D2', ['ja']);
    const after = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(after.body.counts).toMatchObject({ questionsTotal: 4, questionsCorrect: 1, attempts: 3, incorrectAttempts: 1 });
  });

  it('a learner without the page "courses" is refused', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'drugs' });
    expect((await client.json('GET', '/api/quiz/hub')).status).toBe(403);
    expect((await answer(client, 'D1', ['THC'])).status).toBe(403);
  });

  // the session lookup reads the question and the learner's card in the same statement (answer.ts)
  it("answers sent at once by two learners each review the sender's own card; a signed-out cookie stores nothing", async () => {
    const first = await learner(['drugs']);
    const second = await learner(['drugs']);
    // one card each with one review: right (next step of learning) and wrong (back to its first step)
    expect((await answer(first.client, 'D1', ['THC'])).body.isCorrect).toBe(true);
    expect((await answer(second.client, 'D1', ['EtG'])).body.isCorrect).toBe(false);
    const both = await Promise.all([answer(first.client, 'D1', ['THC']), answer(second.client, 'D1', ['THC'])]);
    expect(both.map((response) => response.body.isCorrect)).toEqual([true, true]);
    // right twice graduates to review (state 2); wrong then right is still learning (state 1)
    const cards = await platform.db.select().from(quizReviewCards).where(eq(quizReviewCards.questionId, questions.D1!));
    const cardOf = (userId: string) => cards.find((card) => card.userId === userId);
    expect([cardOf(first.userId), cardOf(second.userId)].map((card) => [card?.reps, card?.state])).toEqual([
      [2, 2],
      [2, 1],
    ]);

    const signedOut = await learner(['drugs']);
    const cookie = signedOut.client.cookieHeader();
    expect((await signedOut.client.post('/api/auth/sign-out')).status).toBe(200);
    const replayed = await platform.app.request(`${TEST_APP_URL}/api/quiz/questions/${questions.D1}/answer`, {
      method: 'POST',
      headers: { cookie, origin: TEST_APP_URL, 'content-type': 'application/json' },
      body: JSON.stringify({ selected: ['THC'] }),
    });
    expect(replayed.status).toBe(401);
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, signedOut.userId))).toEqual([]);
    // a path that is no question id: the validation's 400, not a failed statement
    expect((await first.client.json('POST', '/api/quiz/questions/not-a-uuid/answer', { selected: ['THC'] })).status).toBe(400);
  });
});
