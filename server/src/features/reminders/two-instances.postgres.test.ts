// Two server instances on one PostgreSQL database, each with its own connections and its own job
// runner, enqueueing and sending at the same time: every learner gets exactly one reminder in the
// period. Only in the PostgreSQL pass (vitest.config.ts): the embedded database serves one process.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs, quizCategories, quizQuestions, userPermissions } from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';

const LEARNERS = 6;
let first: TestPlatform;
let second: TestPlatform;

beforeAll(async () => {
  first = await startTestPlatform();
  second = await startTestPlatform({ sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

it('sends one reminder per learner and period, whichever instance takes the job', async () => {
  const [category] = await first.db
    .insert(quizCategories)
    .values({ name: 'Alkohol', description: '', mpuTypes: ['alcohol'] })
    .returning();
  const [question] = await first.db
    .insert(quizQuestions)
    .values({ categoryId: category!.id, question: 'Frage', options: ['richtig', 'falsch'], correctAnswers: ['richtig'], explanation: '' })
    .returning();
  const learners = [];
  for (let i = 0; i < LEARNERS; i++) {
    // half of them registered through each instance
    const learner = await signUpVerified(i % 2 === 0 ? first : second);
    await first.smtp.waitForMail(learner.email, { subject: 'Willkommen' });
    await first.db
      .update(userPermissions)
      .set({ allowed: true })
      .where(and(eq(userPermissions.userId, learner.userId), eq(userPermissions.page, 'courses')));
    expect((await learner.client.json('POST', `/api/quiz/questions/${question!.id}/answer`, { selected: ['falsch'] })).status).toBe(200);
    // from midnight: due whenever the test runs
    expect((await learner.client.json('PUT', '/api/settings/reminders', { frequency: 'daily', hour: 0, weekday: 1 })).status).toBe(200);
    learners.push(learner);
  }
  const emails = new Set(learners.map((learner) => learner.email));
  const reminders = () => first.smtp.mails.filter((mail) => mail.subject.includes('Wiederholung fällig') && emails.has(mail.to[0]!));

  // both enqueue on every poll and claim as fast as they can
  const runners = [
    first.jobRunner({ enqueueIntervalMs: 0, pollIntervalMs: 10, batchSize: 2 }),
    second.jobRunner({ enqueueIntervalMs: 0, pollIntervalMs: 10, batchSize: 2 }),
  ];
  runners.forEach((runner) => runner.start());
  await waitFor(`${LEARNERS} reminders`, () => reminders().length >= LEARNERS, { timeoutMs: 15_000 });
  await Promise.all(runners.map((runner) => runner.stop()));
  // more polls in the same period, on both at once
  await Promise.all([...runners, ...runners].map((runner) => runner.runOnce()));

  expect(reminders()).toHaveLength(LEARNERS);
  expect(new Set(reminders().map((mail) => mail.to[0]))).toEqual(emails);
  const rows = await first.db
    .select()
    .from(jobs)
    .where(
      inArray(
        jobs.userId,
        learners.map((learner) => learner.userId),
      ),
    );
  expect(rows).toHaveLength(LEARNERS);
  expect(rows.every((row) => row.status === 'done' && row.attempts === 1)).toBe(true);
});
