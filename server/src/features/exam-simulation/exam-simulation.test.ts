// 'Prüfungssimulation' against a real database: the draw in the bank's proportions, answers kept
// on option ids in a shuffled order, the server's deadline, the result, and the refusals.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ExamSimulation, ExamSimulationOverview } from '@common/schemas/exam-simulation';
import type { QuizHub } from '@common/schemas/quiz';
import type { Statistics } from '@common/schemas/statistics';
import { adminAuditLog, examSimulations, quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
type Client = ReturnType<TestPlatform['client']>;

const RIGHT = 'richtig';

async function addCategory(name: string, mpuTypes: string[], questionCount: number) {
  const [category] = await platform.db.insert(quizCategories).values({ name, mpuTypes }).returning();
  await platform.db.insert(quizQuestions).values(
    Array.from({ length: questionCount }, (_, index) => ({
      categoryId: category!.id,
      question: `${name} ${index + 1}`,
      options: [RIGHT, 'falsch 1', 'falsch 2', 'falsch 3'],
      correctAnswers: [RIGHT],
      explanation: `Erklärung ${name} ${index + 1}`,
    })),
  );
}

async function learner(mpuReasons: string[]) {
  const account = await signUpVerified(platform, { mpuReason: mpuReasons[0], pages: { courses: true } });
  expect((await admin.client.json('PATCH', `/api/admin/users/${account.userId}`, { role: 'user', mpuReasons })).status).toBe(200);
  return account;
}

const setRules = async (rules: { questionCount: number; minutes: number; passPercent: number }) =>
  expect((await admin.client.json('PUT', '/api/admin/exam-simulation', rules)).status).toBe(200);

const start = (client: Client) => client.json<ExamSimulation>('POST', '/api/exam-simulations');

/** The option id of a text in this simulation's order. */
const idOf = (question: ExamSimulation['questions'][number], text: string) => question.options.find((option) => option.text === text)!.id;

const answer = (
  client: Client,
  simulation: ExamSimulation,
  question: ExamSimulation['questions'][number],
  selected: number[],
  marked = false,
) =>
  client.json<{ saved: true } | { error: { code: string } }>('PUT', `/api/exam-simulations/${simulation.id}/answers/${question.id}`, {
    selected,
    marked,
  });

const countBy = (questions: ExamSimulation['questions']) =>
  questions.reduce<Record<string, number>>(
    (counts, question) => ({ ...counts, [question.categoryName]: (counts[question.categoryName] ?? 0) + 1 }),
    {},
  );

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  await addCategory('Alkohol', ['alcohol'], 10);
  await addCategory('Drogen', ['drugs'], 20);
  await addCategory('Verkehr', ['alcohol'], 30);
  await addCategory('Nur Punkte', ['points'], 5);
});
afterEach(() => vi.useRealTimers());
afterAll(() => platform.close());

describe('Prüfungssimulation: rules', () => {
  it('starts with 30 questions, 30 minutes and 80 %; the admin changes them (audited), bad values are refused by field', async () => {
    expect((await admin.client.json('GET', '/api/admin/exam-simulation')).body).toEqual({
      questionCount: 30,
      minutes: 30,
      passPercent: 80,
      updatedAt: null,
    });
    const bad = await admin.client.json('PUT', '/api/admin/exam-simulation', { questionCount: 0, minutes: 1.5, passPercent: 101 });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        error: { code: 'VALIDATION_ERROR', fields: { questionCount: 'TOO_SMALL', minutes: 'INVALID_NUMBER', passPercent: 'TOO_BIG' } },
      },
    });
    expect((await admin.client.json('GET', '/api/admin/exam-simulation')).body).toMatchObject({ questionCount: 30, updatedAt: null });

    const { client } = await learner(['alcohol']);
    expect((await client.json('PUT', '/api/admin/exam-simulation', { questionCount: 5, minutes: 5, passPercent: 50 })).status).toBe(403);

    await setRules({ questionCount: 12, minutes: 20, passPercent: 80 });
    expect((await admin.client.json('GET', '/api/admin/exam-simulation')).body).toMatchObject({
      questionCount: 12,
      minutes: 20,
      passPercent: 80,
    });
    const audit = await platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'exam_simulation.settings'));
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        changes: { from: { questionCount: 30, minutes: 30, passPercent: 80 }, to: { questionCount: 12, minutes: 20, passPercent: 80 } },
      }),
    ]);
  });
});

describe('Prüfungssimulation: a learner', () => {
  it('draws 12 of 10/20/30 in scope as 2/4/6, keeps answers on option ids, and shows the result per category after submitting', async () => {
    await setRules({ questionCount: 12, minutes: 20, passPercent: 80 });
    const { client, userId } = await learner(['alcohol', 'drugs']);
    const overview = await client.json<ExamSimulationOverview>('GET', '/api/exam-simulations');
    expect(overview.body).toEqual({
      rules: { questionCount: 12, minutes: 20, passPercent: 80 },
      available: 60,
      running: null,
      history: [],
    });

    const started = await start(client);
    expect(started.status).toBe(201);
    const simulation = started.body;
    expect(countBy(simulation.questions)).toEqual({ Alkohol: 2, Drogen: 4, Verkehr: 6 });
    expect(simulation).toMatchObject({ status: 'running', minutes: 20, result: null });
    expect(new Date(simulation.deadline).getTime() - new Date(simulation.startedAt).getTime()).toBe(20 * 60_000);
    // nothing that gives the answer away before the end
    expect(simulation.questions.every((question) => question.review === null)).toBe(true);
    expect(JSON.stringify(simulation)).not.toContain('Erklärung');
    // the options come in shuffled orders: 12 questions all in stored order would be a 1 in 24^12 chance
    expect(simulation.questions.some((question) => question.options.map((option) => option.id).join() !== '0,1,2,3')).toBe(true);

    // a second start while it runs returns the same simulation
    const again = await start(client);
    expect(again).toMatchObject({ status: 200, body: { id: simulation.id } });

    // Verkehr all right, Drogen 3 right and 1 wrong, Alkohol open (one only marked for later)
    const byCategory = (name: string) => simulation.questions.filter((question) => question.categoryName === name);
    for (const question of byCategory('Verkehr')) {
      // first a wrong answer, then changed to the right one: the last one counts
      expect((await answer(client, simulation, question, [idOf(question, 'falsch 1')])).status).toBe(200);
      expect((await answer(client, simulation, question, [idOf(question, RIGHT)])).status).toBe(200);
    }
    const [wrong, ...right] = byCategory('Drogen');
    for (const question of right) await answer(client, simulation, question, [idOf(question, RIGHT)]);
    await answer(client, simulation, wrong!, [idOf(wrong!, RIGHT), idOf(wrong!, 'falsch 2')]);
    await answer(client, simulation, byCategory('Alkohol')[0]!, [], true);

    const reread = await client.json<ExamSimulation>('GET', `/api/exam-simulations/${simulation.id}`);
    const wrongNow = reread.body.questions.find((question) => question.id === wrong!.id)!;
    expect(wrongNow.selected).toEqual([0, idOf(wrong!, 'falsch 2')].sort());
    expect(reread.body.questions.find((question) => question.id === byCategory('Alkohol')[0]!.id)).toMatchObject({
      selected: [],
      marked: true,
    });

    const submitted = await client.json<ExamSimulation>('POST', `/api/exam-simulations/${simulation.id}/submit`);
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      submittedBy: 'learner',
      result: {
        correct: 9,
        total: 12,
        percent: 75,
        passed: false,
        categories: [
          { name: 'Alkohol', correct: 0, total: 2 },
          { name: 'Drogen', correct: 3, total: 4 },
          { name: 'Verkehr', correct: 6, total: 6 },
        ],
      },
    });
    const reviewed = submitted.body.questions.find((question) => question.id === wrong!.id)!;
    expect(reviewed.review).toEqual({
      correctOptionIds: [0],
      isCorrect: false,
      explanation: expect.stringMatching(/^Erklärung Drogen/),
      legalBasis: '',
      checkedOn: null,
    });

    // the 10 answered questions count as attempts: one wrong one is a mistake to repeat
    const attempts = await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId));
    expect(attempts.map((attempt) => attempt.isCorrect).sort()).toEqual([false, ...Array(9).fill(true)]);
    expect(attempts.find((attempt) => !attempt.isCorrect)!.selectedAnswers.sort()).toEqual(['falsch 2', RIGHT]);
    expect((await client.json<QuizHub>('GET', '/api/quiz/hub')).body.mistakes).toBe(1);

    // an answer after the end is refused and not counted
    const late = await answer(client, simulation, byCategory('Alkohol')[1]!, [0]);
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'EXAM_OVER' } } });

    const history = await client.json<ExamSimulationOverview>('GET', '/api/exam-simulations');
    expect(history.body).toMatchObject({ running: null, history: [{ id: simulation.id, percent: 75, passed: false }] });
    const statistics = await client.json<Statistics>('GET', '/api/statistics?days=30');
    expect(statistics.body.examSimulations).toEqual([
      { id: simulation.id, submittedAt: submitted.body.submittedAt, percent: 75, passed: false },
    ]);

    // the learner's data export names the simulation with the answers given
    const exported = await client.json<{
      attempts: { examSimulations: Array<{ id: string; correctCount: number; questions: unknown[] }> };
    }>('GET', '/api/me/export');
    expect(exported.body.attempts.examSimulations).toEqual([expect.objectContaining({ id: simulation.id, correctCount: 9 })]);
    expect(exported.body.attempts.examSimulations[0]!.questions).toHaveLength(12);

    // a new start draws a new simulation
    const next = await start(client);
    expect(next.status).toBe(201);
    expect(next.body.id).not.toBe(simulation.id);
  });

  it('takes every question in scope when there are fewer than asked (5 of 12)', async () => {
    await setRules({ questionCount: 12, minutes: 20, passPercent: 80 });
    const { client } = await learner(['points']);
    const { body } = await start(client);
    expect(countBy(body.questions)).toEqual({ 'Nur Punkte': 5 });
  });

  it('counts answers until the deadline and 5 s grace; after it: 409 EXAM_OVER, and reading ends it with the answers given', async () => {
    await setRules({ questionCount: 3, minutes: 1, passPercent: 60 });
    const { client, userId } = await learner(['alcohol']);
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = new Date('2026-11-26T10:00:00Z').getTime();
    vi.setSystemTime(startedAt);
    const { body: simulation } = await start(client);
    expect(simulation.deadline).toBe('2026-11-26T10:01:00.000Z');
    const [first, second, third] = simulation.questions;

    vi.setSystemTime(startedAt + 30_000);
    expect((await answer(client, simulation, first!, [idOf(first!, RIGHT)])).status).toBe(200);
    // 4 s after the deadline: still on its way, counted
    vi.setSystemTime(startedAt + 64_000);
    expect((await answer(client, simulation, second!, [idOf(second!, RIGHT)])).status).toBe(200);
    // 6 s after: refused and not counted
    vi.setSystemTime(startedAt + 66_000);
    expect(await answer(client, simulation, third!, [idOf(third!, RIGHT)])).toMatchObject({
      status: 409,
      body: { error: { code: 'EXAM_OVER' } },
    });

    const read = await client.json<ExamSimulation>('GET', `/api/exam-simulations/${simulation.id}`);
    expect(read.body).toMatchObject({
      status: 'submitted',
      submittedBy: 'time',
      submittedAt: '2026-11-26T10:01:00.000Z',
      result: { correct: 2, total: 3, percent: 66, passed: true },
    });
    const attempts = await platform.db
      .select()
      .from(quizUserAttempts)
      .where(and(eq(quizUserAttempts.userId, userId)));
    expect(attempts).toHaveLength(2);
  });

  it('the job runner ends a simulation nobody reads once its time and grace are over, with the answers given', async () => {
    await setRules({ questionCount: 3, minutes: 1, passPercent: 80 });
    const { client, userId } = await learner(['alcohol']);
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = new Date('2026-11-26T11:00:00Z').getTime();
    vi.setSystemTime(startedAt);
    const { body: simulation } = await start(client);
    const first = simulation.questions[0]!;
    expect((await answer(client, simulation, first, [idOf(first, RIGHT)])).status).toBe(200);

    const runner = platform.jobRunner();
    vi.setSystemTime(startedAt + 64_000);
    await runner.runOnce();
    const stored = () => platform.db.select().from(examSimulations).where(eq(examSimulations.id, simulation.id));
    expect((await stored())[0]).toMatchObject({ submittedAt: null });

    // the sweep runs once a minute
    vi.setSystemTime(startedAt + 3 * 60_000);
    await runner.runOnce();
    expect((await stored())[0]).toMatchObject({ submittedBy: 'time', correctCount: 1, submittedAt: new Date('2026-11-26T11:01:00Z') });
    expect(await platform.db.select().from(quizUserAttempts).where(eq(quizUserAttempts.userId, userId))).toHaveLength(1);
  });

  it("refuses another learner's simulation (404) and a question that is not in the simulation", async () => {
    await setRules({ questionCount: 3, minutes: 20, passPercent: 80 });
    const owner = await learner(['alcohol']);
    const other = await learner(['alcohol']);
    const { body: simulation } = await start(owner.client);
    const question = simulation.questions[0]!;

    expect((await other.client.json('GET', `/api/exam-simulations/${simulation.id}`)).status).toBe(404);
    expect((await answer(other.client, simulation, question, [0])).status).toBe(404);
    expect((await other.client.json('POST', `/api/exam-simulations/${simulation.id}/submit`)).status).toBe(404);

    const [outside] = await platform.db.select().from(quizQuestions).where(eq(quizQuestions.question, 'Nur Punkte 1'));
    const notInIt = await answer(owner.client, simulation, { ...question, id: outside!.id }, [0]);
    expect(notInIt).toMatchObject({ status: 404, body: { error: { code: 'QUESTION_NOT_IN_SIMULATION' } } });
    const noSuchOption = await answer(owner.client, simulation, question, [7]);
    expect(noSuchOption).toMatchObject({ status: 400, body: { error: { fields: { selected: 'NOT_AN_OPTION' } } } });

    // the owner's simulation is untouched by all this
    const mine = await owner.client.json<ExamSimulation>('GET', `/api/exam-simulations/${simulation.id}`);
    expect(mine.body).toMatchObject({ status: 'running' });
    expect(mine.body.questions.every((entry) => entry.selected.length === 0)).toBe(true);
  });
});
