// Question rounds kept on the server against a real database: the option order fixed per round and
// evaluated on ids, resuming, the idempotent answer (offline answers sent again), the offline answer's
// time, another learner's round, the fixed mistakes round, marked questions, the review at the end.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { QuizHub } from '@common/schemas/quiz';
import type { QuizRound, QuizRoundSummary, RoundAnswerResult, RoundReview } from '@common/schemas/quiz-rounds';
import { quizCategories, quizQuestions, quizReviewCards, quizRounds, quizUserAttempts } from '../../db/schema';
import { setPagePermissions, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { loadViewer } from '../../accounts/load-viewer';
import { answerRoundQuestion } from './round-answer';

let platform: TestPlatform;
const categories: Record<string, string> = {};
/** Question ids by text. */
const questions: Record<string, string> = {};

async function addCategory(name: string, mpuTypes: string[]) {
  const [row] = await platform.db.insert(quizCategories).values({ name, mpuTypes }).returning();
  categories[name] = row!.id;
}

async function addQuestion(category: string, question: string, options: string[], correctAnswers: string[]) {
  const [row] = await platform.db
    .insert(quizQuestions)
    .values({
      categoryId: categories[category]!,
      question,
      options,
      correctAnswers,
      explanation: `Erklärung zu ${question}`,
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
    })
    .returning();
  questions[question] = row!.id;
}

async function learner() {
  const account = await signUpVerified(platform, { mpuReason: 'alcohol' });
  await setPagePermissions(platform, account.userId, { courses: true });
  return account;
}

/** Starts a round; `random` fixes the shuffle (Math.random as the server's shuffle uses it). */
async function start(client: TestClient, body: Record<string, unknown>, random?: number) {
  const spy = random === undefined ? undefined : vi.spyOn(Math, 'random').mockReturnValue(random);
  try {
    return await client.json<QuizRound>('POST', '/api/quiz/rounds', body);
  } finally {
    spy?.mockRestore();
  }
}

const answer = (client: TestClient, roundId: string, question: string, selectedOptionIds: number[], extra: Record<string, unknown> = {}) =>
  client.json<RoundAnswerResult>('POST', `/api/quiz/rounds/${roundId}/answers`, {
    questionId: questions[question],
    selectedOptionIds,
    clientKey: crypto.randomUUID(),
    ...extra,
  });

const optionTexts = (round: QuizRound, question: string) => round.questions.find((q) => q.question === question)!.options;

beforeAll(async () => {
  platform = await startTestPlatform();
  await addCategory('Alkohol', ['alcohol']);
  await addCategory('Drogen', ['drugs']);
  // stored order; the ids are these indexes
  await addQuestion('Alkohol', 'A1', ['0,5 ‰', '1,1 ‰', '1,6 ‰'], ['1,6 ‰']);
  await addQuestion('Alkohol', 'A2', ['Gutachten', 'Urteil', 'Bußgeld', 'Punkte'], ['Gutachten', 'Punkte']);
  await addQuestion('Alkohol', 'A3', ['ja', 'nein'], ['nein']);
  await addQuestion('Drogen', 'D1', ['THC', 'EtG'], ['THC']);
});
afterAll(() => platform.close());

describe('a round fixes its questions and option orders', () => {
  it('two rounds show the options in different orders; the answer is evaluated on the ids in both', async () => {
    const { client } = await learner();
    // Math.random near 1 keeps every option in place, 0 moves the first to the end (Fisher-Yates)
    const first = await start(client, { mode: 'all' }, 0.999);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ mode: 'all', status: 'active', total: 3, answered: 0 });
    expect(first.body.questions.map((q) => [q.question, q.multiple, q.marked, q.answer])).toEqual([
      ['A1', false, false, null],
      ['A2', true, false, null],
      ['A3', false, false, null],
    ]);
    expect(optionTexts(first.body, 'A1')).toEqual([
      { id: 0, text: '0,5 ‰' },
      { id: 1, text: '1,1 ‰' },
      { id: 2, text: '1,6 ‰' },
    ]);
    const text = JSON.stringify(first.body);
    expect(text).not.toContain('correct');
    expect(text).not.toContain('Erklärung');

    const second = await start(client, { mode: 'all', replace: true }, 0);
    expect(second.status).toBe(201);
    expect(optionTexts(second.body, 'A1')).toEqual([
      { id: 1, text: '1,1 ‰' },
      { id: 2, text: '1,6 ‰' },
      { id: 0, text: '0,5 ‰' },
    ]);
    expect(optionTexts(second.body, 'A2').map((o) => o.id)).toEqual([1, 2, 3, 0]);

    // the first option on the screen: wrong in the first round ('0,5 ‰'), wrong in the second ('1,1 ‰')
    expect((await answer(client, second.body.id, 'A1', [1])).body).toEqual({
      isCorrect: false,
      correctOptionIds: [2],
      explanation: 'Erklärung zu A1',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
      answered: 1,
      finished: false,
    });
    // the second option on the screen is '1,6 ‰' here: right, on its id
    expect((await answer(client, second.body.id, 'A2', [3, 0])).body).toMatchObject({
      isCorrect: true,
      correctOptionIds: [0, 3],
      answered: 2,
    });
    expect((await answer(client, second.body.id, 'A3', [0])).body).toMatchObject({ isCorrect: false, answered: 3, finished: true });

    const third = await start(client, { mode: 'category', categoryId: categories['Alkohol'] }, 0.999);
    expect(third.status).toBe(201);
    expect(third.body.categoryName).toBe('Alkohol');
    expect((await answer(client, third.body.id, 'A1', [2])).body).toMatchObject({ isCorrect: true, correctOptionIds: [2] });
  });

  it('an option id the question does not have is refused with 400 and nothing is stored', async () => {
    const { client, userId } = await learner();
    const round = await start(client, { mode: 'all' });
    const refused = await answer(client, round.body.id, 'A1', [3]);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { selectedOptionIds: 'NOT_AN_OPTION' } } });
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toEqual([]);
  });

  it('a reload continues: the running round, its order and its answers come back as they were', async () => {
    const { client } = await learner();
    const round = await start(client, { mode: 'all' }, 0);
    await answer(client, round.body.id, 'A1', [2]);

    const active = await client.json<{ round: QuizRoundSummary | null }>('GET', '/api/quiz/rounds/active');
    expect(active.body).toEqual({ round: { id: round.body.id, mode: 'all', answered: 1, total: 3 } });
    const hub = await client.json<QuizHub>('GET', '/api/quiz/hub');
    expect(hub.body.activeRound).toEqual({ id: round.body.id, mode: 'all', answered: 1, total: 3 });

    const again = await client.json<QuizRound>('GET', `/api/quiz/rounds/${round.body.id}`);
    expect(again.body.answered).toBe(1);
    expect(again.body.questions.map((q) => q.options.map((o) => o.id))).toEqual([
      [1, 2, 0],
      [1, 2, 3, 0],
      [1, 0],
    ]);
    expect(again.body.questions[0]!.answer).toEqual({
      selectedOptionIds: [2],
      isCorrect: true,
      correctOptionIds: [2],
      explanation: 'Erklärung zu A1',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
    });
    expect(again.body.questions[1]!.answer).toBeNull();
  });

  it('a second start asks first (409 ROUND_ACTIVE with the running round); replace ends the running one', async () => {
    const { client } = await learner();
    const running = await start(client, { mode: 'all' });
    await answer(client, running.body.id, 'A1', [2]);
    const refused = await client.json('POST', '/api/quiz/rounds', { mode: 'random' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: 'ROUND_ACTIVE', message: expect.any(String) },
      activeRound: { id: running.body.id, mode: 'all', answered: 1, total: 3 },
    });
    const replaced = await start(client, { mode: 'random', replace: true });
    expect(replaced.status).toBe(201);
    expect(replaced.body.total).toBe(3);
    expect((await client.json<QuizRound>('GET', `/api/quiz/rounds/${running.body.id}`)).body.status).toBe('finished');
    expect((await client.json<{ round: QuizRoundSummary }>('GET', '/api/quiz/rounds/active')).body.round.id).toBe(replaced.body.id);
  });

  it("another learner's round answers 404 everywhere and stays untouched", async () => {
    const owner = await learner();
    const other = await learner();
    const round = await start(owner.client, { mode: 'all' });
    expect((await other.client.json('GET', `/api/quiz/rounds/${round.body.id}`)).status).toBe(404);
    const stolen = await answer(other.client, round.body.id, 'A1', [2]);
    expect(stolen.status).toBe(404);
    expect(stolen.body).toMatchObject({ error: { code: 'ROUND_NOT_FOUND' } });
    expect((await other.client.json('GET', `/api/quiz/rounds/${round.body.id}/review`)).status).toBe(404);
    expect((await other.client.json('POST', `/api/quiz/rounds/${round.body.id}/finish`)).status).toBe(404);
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, other.userId))).toEqual([]);
    expect((await owner.client.json<QuizRound>('GET', `/api/quiz/rounds/${round.body.id}`)).body).toMatchObject({
      status: 'active',
      answered: 0,
    });
  });

  it('a question of another reason cannot be in a round; a category outside the scope is 404', async () => {
    const { client } = await learner();
    const drugs = await client.json('POST', '/api/quiz/rounds', { mode: 'category', categoryId: categories['Drogen'] });
    expect(drugs.status).toBe(404);
    const round = await start(client, { mode: 'all' });
    expect(round.body.questions.map((q) => q.question)).not.toContain('D1');
    expect((await answer(client, round.body.id, 'D1', [0])).status).toBe(404);
  });
});

describe('answers sent at the same moment', () => {
  it('all of a round answered at once: each answer counts once, and the round ends with the last count', async () => {
    const { client } = await learner();
    const round = await start(client, { mode: 'category', categoryId: categories.Alkohol });
    expect(round.body.total).toBe(3);
    const results = await Promise.all([
      answer(client, round.body.id, 'A1', [2]),
      answer(client, round.body.id, 'A2', [0]),
      answer(client, round.body.id, 'A3', [1]),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    // each says how many were answered after it was stored (answers the server writes in one statement see each
    // other): the last count is 3, and exactly the answers that made it 3 say the round ended
    const counts = results.map((result) => result.body.answered);
    expect(Math.max(...counts)).toBe(3);
    expect(results.map((result) => result.body.finished)).toEqual(counts.map((count) => count === 3));
    const stored = await client.json<QuizRound>('GET', `/api/quiz/rounds/${round.body.id}`);
    expect(stored.body).toMatchObject({ status: 'finished', answered: 3, total: 3 });
  });
});

describe('answers sent again (offline) count once', () => {
  it('the same clientKey returns the same result and stores one attempt; another answer to it is 409', async () => {
    const { client, userId } = await learner();
    const round = await start(client, { mode: 'all' }, 0.999);
    const body = { questionId: questions['A1'], selectedOptionIds: [0], clientKey: crypto.randomUUID() };
    const first = await client.json<RoundAnswerResult>('POST', `/api/quiz/rounds/${round.body.id}/answers`, body);
    const replays = await Promise.all(
      [1, 2].map(() => client.json<RoundAnswerResult>('POST', `/api/quiz/rounds/${round.body.id}/answers`, body)),
    );
    const expected = {
      isCorrect: false,
      correctOptionIds: [2],
      explanation: 'Erklärung zu A1',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
      answered: 1,
      finished: false,
    };
    expect(first.body).toEqual(expected);
    for (const replay of replays) expect(replay).toEqual({ status: 200, body: expected });

    const attempts = await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId));
    expect(attempts.map((a) => [a.selectedAnswers, a.isCorrect])).toEqual([[['0,5 ‰'], false]]);
    const [card] = await platform.db.select().from(quizReviewCards).where(eq(quizReviewCards.userId, userId));
    expect(card!.reps).toBe(1);
    const hub = await client.json<QuizHub>('GET', '/api/quiz/hub');
    expect(hub.body.recent).toHaveLength(1);
    expect(hub.body.mistakes).toBe(1);
    expect(hub.body.activeRound).toMatchObject({ answered: 1, total: 3 });

    // sent three times at once before any answer is stored (a flaky connection): one attempt, three equal answers
    const atOnce = { questionId: questions['A3'], selectedOptionIds: [1], clientKey: crypto.randomUUID() };
    const sends = await Promise.all([1, 2, 3].map(() => client.json('POST', `/api/quiz/rounds/${round.body.id}/answers`, atOnce)));
    const stored = {
      isCorrect: true,
      correctOptionIds: [1],
      explanation: 'Erklärung zu A3',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
      answered: 2,
      finished: false,
    };
    for (const send of sends) expect(send).toEqual({ status: 200, body: stored });
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toHaveLength(2);

    const changed = await client.json('POST', `/api/quiz/rounds/${round.body.id}/answers`, {
      ...body,
      clientKey: crypto.randomUUID(),
      selectedOptionIds: [2],
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ error: { code: 'ALREADY_ANSWERED' } });
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toHaveLength(2);
  });

  it("an offline answer's time becomes the attempt's and the review's time; outside the round's time it is 400", async () => {
    const { client, userId } = await learner();
    const round = await start(client, { mode: 'all' });
    await platform.db
      .update(quizRounds)
      .set({ startedAt: new Date('2026-11-20T08:00:00Z') })
      .where(eq(quizRounds.id, round.body.id));

    const tooEarly = await answer(client, round.body.id, 'A1', [2], { answeredAt: '2026-11-20T07:59:00Z' });
    expect(tooEarly.status).toBe(400);
    expect(tooEarly.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { answeredAt: 'OUT_OF_RANGE' } } });
    const future = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    expect((await answer(client, round.body.id, 'A1', [2], { answeredAt: future })).status).toBe(400);
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toEqual([]);

    const offline = await answer(client, round.body.id, 'A1', [2], { answeredAt: '2026-11-20T09:05:00+01:00' });
    expect(offline.status).toBe(200);
    const [attempt] = await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId));
    expect(attempt!.createdAt.toISOString()).toBe('2026-11-20T08:05:00.000Z');
    const [card] = await platform.db.select().from(quizReviewCards).where(eq(quizReviewCards.userId, userId));
    expect(card!.lastReview!.toISOString()).toBe('2026-11-20T08:05:00.000Z');
  });

  it('the read of a retry (the statement of its own, not the session lookup) sees the same round: a replay returns the stored result', async () => {
    const { client, userId, email } = await learner();
    const round = await start(client, { mode: 'all' }, 0.999);
    const clientKey = crypto.randomUUID();
    const first = await client.json('POST', `/api/quiz/rounds/${round.body.id}/answers`, {
      questionId: questions['A2'],
      selectedOptionIds: [3, 0],
      clientKey,
    });
    expect(first.body).toEqual({
      isCorrect: true,
      correctOptionIds: [0, 3],
      explanation: 'Erklärung zu A2',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
      answered: 1,
      finished: false,
    });
    const viewer = await loadViewer(platform.db, { id: userId, email, name: email });
    const args = { db: platform.db, viewer, roundId: round.body.id, questionId: questions['A2']!, selectedOptionIds: [0, 3], clientKey };
    expect(await answerRoundQuestion(args)).toEqual(first.body);
    const open = await answerRoundQuestion({
      ...args,
      questionId: questions['A3']!,
      selectedOptionIds: [1],
      clientKey: crypto.randomUUID(),
    });
    expect(open).toEqual({
      isCorrect: true,
      correctOptionIds: [1],
      explanation: 'Erklärung zu A3',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
      answered: 2,
      finished: false,
    });
    await expect(answerRoundQuestion({ ...args, roundId: crypto.randomUUID() })).rejects.toMatchObject({ code: 'ROUND_NOT_FOUND' });
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toHaveLength(2);
  });

  it('a malformed answer is 400 with the field named', async () => {
    const { client } = await learner();
    const round = await start(client, { mode: 'all' });
    const missingKey = await client.json('POST', `/api/quiz/rounds/${round.body.id}/answers`, {
      questionId: questions['A1'],
      selectedOptionIds: [0],
    });
    expect(missingKey.status).toBe(400);
    expect(missingKey.body).toMatchObject({ error: { fields: { clientKey: expect.any(String) } } });
    const empty = await answer(client, round.body.id, 'A1', []);
    expect(empty.body).toMatchObject({ error: { fields: { selectedOptionIds: 'REQUIRED' } } });
  });
});

describe('mistakes and marked rounds', () => {
  it('the mistakes round is the questions wrong so far, fixed at its start; a wrong answer in it comes back next time', async () => {
    const { client } = await learner();
    const all = await start(client, { mode: 'all' }, 0.999);
    await answer(client, all.body.id, 'A1', [0]); // wrong
    await answer(client, all.body.id, 'A2', [0]); // wrong (one of two)
    await answer(client, all.body.id, 'A3', [1]); // right

    const mistakes = await start(client, { mode: 'mistakes' }, 0.999);
    expect(mistakes.status).toBe(201);
    expect(mistakes.body.questions.map((q) => q.question)).toEqual(['A1', 'A2']);
    expect((await answer(client, mistakes.body.id, 'A1', [1])).body).toMatchObject({ isCorrect: false, answered: 1, finished: false });
    expect((await answer(client, mistakes.body.id, 'A2', [0, 3])).body).toMatchObject({ isCorrect: true, answered: 2, finished: true });
    const ended = await client.json<QuizRound>('GET', `/api/quiz/rounds/${mistakes.body.id}`);
    expect([ended.body.status, ended.body.total]).toEqual(['finished', 2]);

    const next = await start(client, { mode: 'mistakes' });
    expect(next.body.questions.map((q) => q.question)).toEqual(['A1']);
  });

  it('a "Wiederholen" round: the due question first, then the unseen ones in the file order', async () => {
    const { client } = await learner();
    const all = await start(client, { mode: 'category', categoryId: categories['Alkohol'] }, 0.999);
    await answer(client, all.body.id, 'A2', [1]); // wrong: due again after a minute
    const review = await start(client, { mode: 'review', replace: true });
    expect(review.status).toBe(201);
    expect(review.body.questions.map((q) => [q.question, q.multiple])).toEqual([
      ['A2', true],
      ['A1', false],
      ['A3', false],
    ]);
  });

  it('marked questions: mark, count on the hub, a round of them; unmark', async () => {
    const { client } = await learner();
    expect((await client.json('PUT', `/api/quiz/questions/${questions['A3']}/mark`)).body).toEqual({ marked: true });
    expect((await client.json('PUT', `/api/quiz/questions/${questions['A1']}/mark`)).body).toEqual({ marked: true });
    expect((await client.json('PUT', `/api/quiz/questions/${questions['A1']}/mark`)).body).toEqual({ marked: true });
    expect((await client.json<QuizHub>('GET', '/api/quiz/hub')).body.markedCount).toBe(2);
    expect((await client.json('DELETE', `/api/quiz/questions/${questions['A1']}/mark`)).body).toEqual({ marked: false });
    expect((await client.json('PUT', `/api/quiz/questions/${questions['D1']}/mark`)).status).toBe(404);
    expect((await client.json<QuizHub>('GET', '/api/quiz/hub')).body.markedCount).toBe(1);

    const marked = await start(client, { mode: 'marked' });
    expect(marked.status).toBe(201);
    expect(marked.body.questions.map((q) => [q.question, q.marked])).toEqual([['A3', true]]);
    const other = await learner();
    const none = await other.client.json('POST', '/api/quiz/rounds', { mode: 'marked' });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({ error: { code: 'ROUND_EMPTY' } });
  });
});

describe("the next 'Wiederholen' round, made ahead for practice without a connection", () => {
  const prepare = (client: TestClient, body: Record<string, unknown> = {}) =>
    client.json<QuizRound>('POST', '/api/quiz/rounds/prepared-review', body);

  it("leaves out the running round's questions, does not take the running round's place, and is the same while nothing is answered", async () => {
    const { client } = await learner();
    await client.json('PUT', `/api/quiz/questions/${questions['A1']}/mark`);
    const running = await start(client, { mode: 'marked' });
    const prepared = await prepare(client, { after: running.body.id });
    expect(prepared.status).toBe(200);
    expect(prepared.body).toMatchObject({ mode: 'review', status: 'active', answered: 0, total: 2 });
    expect(prepared.body.questions.map((q) => q.question)).toEqual(['A2', 'A3']);
    const active = await client.json<{ round: QuizRoundSummary }>('GET', '/api/quiz/rounds/active');
    expect(active.body.round).toEqual({ id: running.body.id, mode: 'marked', answered: 0, total: 1 });
    expect((await prepare(client, { after: running.body.id })).body.id).toBe(prepared.body.id);

    // an answer since: what is due has changed, so another round is made; the first stays for a device that took it
    await answer(client, running.body.id, 'A1', [2]);
    const next = await prepare(client);
    expect(next.body.id).not.toBe(prepared.body.id);
    // A1, answered right for the first time, is due again today (a learning step), before the unseen ones
    expect(next.body.questions.map((q) => q.question)).toEqual(['A1', 'A2', 'A3']);
    expect((await client.json<QuizRound>('GET', `/api/quiz/rounds/${prepared.body.id}`)).status).toBe(200);
  });

  it('its first answer, sent later with the time it was given, makes it the running round and ends the one running before', async () => {
    const { client, userId } = await learner();
    await client.json('PUT', `/api/quiz/questions/${questions['A1']}/mark`);
    const running = await start(client, { mode: 'marked' });
    const prepared = await prepare(client, { after: running.body.id });
    const given = new Date(Date.now() - 2000).toISOString();
    const body = { questionId: questions['A3'], selectedOptionIds: [1], clientKey: crypto.randomUUID(), answeredAt: given };
    const first = await client.json<RoundAnswerResult>('POST', `/api/quiz/rounds/${prepared.body.id}/answers`, body);
    const expected = {
      isCorrect: true,
      correctOptionIds: [1],
      explanation: 'Erklärung zu A3',
      legalBasis: '§ 13 FeV',
      checkedOn: '2026-11-01',
      answered: 1,
      finished: false,
    };
    expect(first).toEqual({ status: 200, body: expected });
    expect(await client.json('POST', `/api/quiz/rounds/${prepared.body.id}/answers`, body)).toEqual({ status: 200, body: expected });

    expect((await client.json<QuizRound>('GET', `/api/quiz/rounds/${running.body.id}`)).body.status).toBe('finished');
    const active = await client.json<{ round: QuizRoundSummary }>('GET', '/api/quiz/rounds/active');
    expect(active.body.round).toEqual({ id: prepared.body.id, mode: 'review', answered: 1, total: 2 });
    const attempts = await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId));
    expect(attempts.map((a) => [a.selectedAnswers, a.createdAt.toISOString()])).toEqual([[['nein'], given]]);
  });

  it("another learner's round as `after` is 404 and nothing is made; with nothing else due it is 422", async () => {
    const owner = await learner();
    const theirs = await start(owner.client, { mode: 'all' });
    const { client, userId } = await learner();
    const refused = await prepare(client, { after: theirs.body.id });
    expect(refused.status).toBe(404);
    expect(await platform.db.select().from(quizRounds).where(eq(quizRounds.userId, userId))).toEqual([]);

    const mine = await start(client, { mode: 'all' });
    const empty = await prepare(client, { after: mine.body.id });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ error: { code: 'ROUND_EMPTY' } });
  });
});

describe('the review at the end', () => {
  it('lists every question with both answers and the score; a running round has none', async () => {
    const { client } = await learner();
    const round = await start(client, { mode: 'all' }, 0);
    expect((await client.json('GET', `/api/quiz/rounds/${round.body.id}/review`)).status).toBe(409);
    await answer(client, round.body.id, 'A1', [2]);
    await answer(client, round.body.id, 'A2', [0]);
    await answer(client, round.body.id, 'A3', [1]);
    const review = await client.json<RoundReview>('GET', `/api/quiz/rounds/${round.body.id}/review`);
    expect(review.status).toBe(200);
    expect(review.body.score).toEqual({ correct: 2, total: 3, percent: 67 });
    expect(review.body.items.map((i) => [i.question, i.selectedOptionIds, i.correctOptionIds, i.isCorrect, i.explanation])).toEqual([
      ['A1', [2], [2], true, 'Erklärung zu A1'],
      ['A2', [0], [0, 3], false, 'Erklärung zu A2'],
      ['A3', [1], [1], true, 'Erklärung zu A3'],
    ]);
    expect(review.body.items[0]!.options.map((o) => o.text)).toEqual(['1,1 ‰', '1,6 ‰', '0,5 ‰']);
    expect((await client.json<{ round: null }>('GET', '/api/quiz/rounds/active')).body).toEqual({ round: null });
  });

  it('ending early lists the unanswered questions as not answered; answers after the end are refused', async () => {
    const { client, userId } = await learner();
    const round = await start(client, { mode: 'all' });
    await answer(client, round.body.id, 'A1', [2]);
    const ended = await client.json<RoundReview>('POST', `/api/quiz/rounds/${round.body.id}/finish`);
    expect(ended.status).toBe(200);
    expect(ended.body.score).toEqual({ correct: 1, total: 3, percent: 33 });
    expect(ended.body.items.map((i) => [i.question, i.isCorrect, i.selectedOptionIds])).toEqual([
      ['A1', true, [2]],
      ['A2', null, []],
      ['A3', null, []],
    ]);
    const late = await answer(client, round.body.id, 'A2', [0, 3]);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error: { code: 'ROUND_FINISHED' } });
    const attempts = await platform.db
      .select()
      .from(quizUserAttempts)
      .where(and(eq(quizUserAttempts.userId, userId), eq(quizUserAttempts.questionId, questions['A2']!)));
    expect(attempts).toEqual([]);
  });
});
