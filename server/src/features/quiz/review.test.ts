// Spaced repetition ("Wiederholen") against a real database: every answer reviews the question's FSRS
// card in the same statement, the round serves due questions first and then new ones, only from the
// learner's reasons. The clock is the test's (only Date is faked: timers and the database run as usual);
// it stays in the past, where the sessions signed in today are still valid.
import { and, eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@common/schemas/dashboard';
import type { QuizAnswerResult, QuizHub, QuizQuestionList } from '@common/schemas/quiz';
import { quizCategories, quizQuestions, quizReviewCards, quizUserAttempts } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
const questions: Record<string, string> = {};
type Client = ReturnType<TestPlatform['client']>;

async function addCategory(name: string, mpuTypes: string[], questionTexts: string[]) {
  const [category] = await platform.db.insert(quizCategories).values({ name, description: name, mpuTypes }).returning();
  for (const question of questionTexts) {
    const [row] = await platform.db
      .insert(quizQuestions)
      .values({ categoryId: category!.id, question, options: ['richtig', 'falsch'], correctAnswers: ['richtig'], explanation: '' })
      .returning();
    questions[question] = row!.id;
  }
}

/** A learner with the page 'courses' and the given reasons, as an admin sets them up. */
async function learner(mpuReasons: string[]) {
  const account = await signUpVerified(platform, { mpuReason: mpuReasons[0] });
  expect((await admin.client.json('PATCH', `/api/admin/users/${account.userId}`, { role: 'user', mpuReasons })).status).toBe(200);
  const permissions = {
    videos: true,
    lexicon: true,
    courses: true,
    news: false,
    'book-session': false,
    'ai-assistant': false,
    'exam-trainer': false,
    'performance-trainer': true,
    abstinence: false,
    'my-story': true,
  };
  expect((await admin.client.json('PUT', `/api/admin/users/${account.userId}/permissions`, { permissions })).status).toBe(200);
  return account;
}

async function answer(client: Client, question: string, isRight: boolean) {
  const response = await client.json<QuizAnswerResult>('POST', `/api/quiz/questions/${questions[question]}/answer`, {
    selected: [isRight ? 'richtig' : 'falsch'],
  });
  expect(response.status).toBe(200);
}

const reviewRound = async (client: Client) =>
  (await client.json<QuizQuestionList>('GET', '/api/quiz/questions?mode=review')).body.questions.map((q) => q.question);
const dueCount = async (client: Client) => (await client.json<QuizHub>('GET', '/api/quiz/hub')).body.dueCount;

async function cardOf(userId: string, question: string) {
  const [card] = await platform.db
    .select()
    .from(quizReviewCards)
    .where(and(eq(quizReviewCards.userId, userId), eq(quizReviewCards.questionId, questions[question]!)));
  return card!;
}

/** Sets the clock of the server code (same process) to a moment; timers keep running. */
const setClock = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  // names sort the categories: the unseen questions come in this order
  await addCategory('Alkohol', ['alcohol'], ['A1', 'A2']);
  await addCategory('Drogen', ['drugs'], ['D1', 'D2', 'D3']);
  await addCategory('Für alle', [], ['F1']);
});
afterEach(() => vi.useRealTimers());
afterAll(() => platform.close());

describe('Wiederholen', () => {
  it('a wrong answer makes the question due today: counted on the hub and first in the round, before the unseen ones', async () => {
    const { client, userId } = await learner(['drugs']);
    expect(await dueCount(client)).toBe(0);
    // nothing answered yet: the round is every question in scope, in the file's order
    expect(await reviewRound(client)).toEqual(['D1', 'D2', 'D3', 'F1']);

    vi.useFakeTimers({ toFake: ['Date'] });
    setClock('2026-11-25T09:00:00Z');
    await answer(client, 'D2', false);
    await answer(client, 'D3', true);
    const card = await cardOf(userId, 'D2');
    // ts-fsrs's first learning step after "Again": one minute
    expect(card.due.toISOString()).toBe('2026-11-25T09:01:00.000Z');
    expect(card).toMatchObject({ reps: 1, lapses: 0, state: 1 });
    // D3 was right: due again after ten minutes, still today, so due as well
    expect(await dueCount(client)).toBe(2);
    expect(await reviewRound(client)).toEqual(['D2', 'D3', 'D1', 'F1']);
  });

  it('three right answers on separate days give growing intervals', async () => {
    const { client, userId } = await learner(['drugs']);
    vi.useFakeTimers({ toFake: ['Date'] });
    const intervals: number[] = [];
    let moment = '2026-10-01T09:00:00Z';
    for (let day = 0; day < 3; day++) {
      setClock(moment);
      await answer(client, 'D1', true);
      const { due } = await cardOf(userId, 'D1');
      intervals.push(due.getTime() - new Date(moment).getTime());
      // the next answer: the morning after the question fell due
      moment = new Date(Math.max(due.getTime(), new Date(moment).getTime() + 86_400_000)).toISOString();
    }
    expect(intervals[0]).toBe(10 * 60_000);
    expect(intervals[1]).toBeGreaterThan(86_400_000);
    expect(intervals[2]).toBeGreaterThan(intervals[1]!);
    // not due today any more: the round offers the other questions
    expect(await reviewRound(client)).toEqual(['D2', 'D3', 'F1']);
  });

  it('stores the schedule ts-fsrs computes for the same review log (retention 90 %)', async () => {
    const { client, userId } = await learner(['drugs']);
    vi.useFakeTimers({ toFake: ['Date'] });
    const log: [string, boolean][] = [
      ['2026-10-01T09:00:00Z', false],
      ['2026-10-01T09:05:00Z', true],
      ['2026-10-02T18:30:00Z', true],
      ['2026-10-15T07:15:00Z', false],
    ];
    const scheduler = fsrs(generatorParameters({ request_retention: 0.9 }));
    let expected = createEmptyCard(new Date(log[0]![0]));
    for (const [moment, isRight] of log) {
      setClock(moment);
      await answer(client, 'D3', isRight);
      expected = scheduler.next(expected, new Date(moment), isRight ? Rating.Good : Rating.Again).card;
    }
    const stored = await cardOf(userId, 'D3');
    expect({
      due: stored.due.toISOString(),
      stability: stored.stability,
      difficulty: stored.difficulty,
      reps: stored.reps,
      lapses: stored.lapses,
      state: stored.state,
      scheduledDays: stored.scheduledDays,
      lastReview: stored.lastReview?.toISOString(),
    }).toEqual({
      due: expected.due.toISOString(),
      stability: expected.stability,
      difficulty: expected.difficulty,
      reps: 4,
      lapses: 1,
      state: expected.state,
      scheduledDays: expected.scheduled_days,
      lastReview: '2026-10-15T07:15:00.000Z',
    });
  });

  it('eight answers to one question sent at once are all stored and all reviewed: none overwrites another', async () => {
    const { client, userId } = await learner(['drugs']);
    await Promise.all(Array.from({ length: 8 }, (_, i) => answer(client, 'D1', i % 2 === 0)));
    const attempts = await platform.db
      .select()
      .from(quizUserAttempts)
      .where(and(eq(quizUserAttempts.userId, userId), eq(quizUserAttempts.questionId, questions.D1!)));
    expect(attempts).toHaveLength(8);
    expect((await cardOf(userId, 'D1')).reps).toBe(8);
  });

  it('answers of several learners sent at once (written in one statement) are each stored, reviewed and counted once', async () => {
    const learners: Awaited<ReturnType<typeof learner>>[] = [];
    for (let i = 0; i < 3; i++) learners.push(await learner(['drugs']));
    const wave = () =>
      Promise.all(
        learners.flatMap(({ client }) => [
          answer(client, 'D1', true),
          answer(client, 'D2', false),
          answer(client, 'D3', true),
          answer(client, 'F1', true),
        ]),
      );
    await wave();
    await wave();
    for (const { client, userId } of learners) {
      const dashboard = await client.json<Dashboard>('GET', '/api/dashboard');
      // 8 answers, the 2 to D2 wrong; D1, D3 and F1 count once each as answered right
      expect(dashboard.body.counts).toMatchObject({ attempts: 8, incorrectAttempts: 2, questionsCorrect: 3 });
      for (const question of ['D1', 'D2', 'D3', 'F1']) expect((await cardOf(userId, question)).reps).toBe(2);
    }
  });

  it('never serves nor counts a question outside the learner’s reasons, also after a reason was taken away', async () => {
    const { client, userId } = await learner(['alcohol', 'drugs']);
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock('2026-11-25T09:00:00Z');
    await answer(client, 'A1', false);
    // half a minute later: due after A1, the most overdue comes first
    setClock('2026-11-25T09:00:30Z');
    await answer(client, 'D1', false);
    expect(await dueCount(client)).toBe(2);
    expect((await reviewRound(client)).slice(0, 2)).toEqual(['A1', 'D1']);

    expect((await admin.client.json('PATCH', `/api/admin/users/${userId}`, { role: 'user', mpuReasons: ['drugs'] })).status).toBe(200);
    expect(await dueCount(client)).toBe(1);
    const round = await reviewRound(client);
    expect(round).toEqual(['D1', 'D2', 'D3', 'F1']);
    // answering it directly is refused as well
    const refused = await client.json('POST', `/api/quiz/questions/${questions['A2']}/answer`, { selected: ['richtig'] });
    expect(refused.status).toBe(404);
  });

  it('a round holds at most 20 questions, the due ones first', async () => {
    const { client } = await learner(['drugs']);
    const many = Array.from({ length: 24 }, (_, i) => `V${String(i).padStart(2, '0')}`);
    await addCategory('Viele', ['drugs'], many);
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock('2026-11-25T09:00:00Z');
    await answer(client, 'V23', false);
    const round = await reviewRound(client);
    expect(round).toHaveLength(20);
    expect(round[0]).toBe('V23');
    expect(round.slice(1, 5)).toEqual(['D1', 'D2', 'D3', 'F1']);
  });

  it('the Ziel-Behaltensrate shortens or lengthens the next intervals only; a bad value changes nothing', async () => {
    const careful = await learner(['drugs']);
    const relaxed = await learner(['drugs']);
    const refused = await careful.client.json('PUT', '/api/settings/review', { desiredRetention: 79 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { desiredRetention: 'INVALID_RETENTION' } } });
    expect((await careful.client.json<{ desiredRetention: number }>('GET', '/api/settings')).body.desiredRetention).toBe(90);
    expect((await careful.client.json('PUT', '/api/settings/review', { desiredRetention: 95 })).status).toBe(200);
    expect((await relaxed.client.json('PUT', '/api/settings/review', { desiredRetention: 80 })).status).toBe(200);
    expect((await careful.client.json<{ desiredRetention: number }>('GET', '/api/settings')).body.desiredRetention).toBe(95);

    vi.useFakeTimers({ toFake: ['Date'] });
    for (const account of [careful, relaxed]) {
      setClock('2026-10-01T09:00:00Z');
      await answer(account.client, 'D1', true);
      setClock('2026-10-02T09:00:00Z');
      await answer(account.client, 'D1', true);
    }
    const carefulDue = (await cardOf(careful.userId, 'D1')).due;
    const relaxedDue = (await cardOf(relaxed.userId, 'D1')).due;
    expect(carefulDue.getTime()).toBeLessThan(relaxedDue.getTime());

    // changing it later moves nothing already planned
    expect((await careful.client.json('PUT', '/api/settings/review', { desiredRetention: 80 })).status).toBe(200);
    expect((await cardOf(careful.userId, 'D1')).due).toEqual(carefulDue);
  });
});
