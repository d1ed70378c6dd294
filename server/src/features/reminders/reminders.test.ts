// Reminder mails against a real database and a real SMTP receiver: the learner's choice in the
// settings, the job that mails the due count in the learner's language with a one-click unsubscribe,
// retries while the mail server refuses, a lease that ran out, and nothing for a learner with nothing due.
// Mostly only Date is faked (timers run as usual; the embedded database's now() follows the faked Date,
// PostgreSQL's does not); the test's clock stays in the past, where the sessions signed in today are still valid.
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Settings } from '@common/schemas/settings';
import { jobs, quizCategories, quizQuestions, user, userPermissions } from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { createUnsubscribeToken } from './unsubscribe-token';

let platform: TestPlatform;
const questionIds: string[] = [];
type Learner = Awaited<ReturnType<typeof signUpVerified>>;

/** 24 November 2026, 17:59 and 18:00 in Germany (CET, UTC+1): a day before the test machine's today. */
const BEFORE_SIX = '2026-11-24T16:59:00Z';
const AT_SIX = '2026-11-24T17:00:00Z';
const setClock = (iso: string) => vi.setSystemTime(new Date(iso));

beforeAll(async () => {
  platform = await startTestPlatform();
  const [category] = await platform.db
    .insert(quizCategories)
    .values({ name: 'Alkohol', description: '', mpuTypes: ['alcohol'] })
    .returning();
  for (const question of ['Frage 1', 'Frage 2', 'Frage 3']) {
    const [row] = await platform.db
      .insert(quizQuestions)
      .values({ categoryId: category!.id, question, options: ['richtig', 'falsch'], correctAnswers: ['richtig'], explanation: '' })
      .returning();
    questionIds.push(row!.id);
  }
});
afterEach(() => vi.useRealTimers());
afterAll(() => platform.close());

/** A learner who answered `wrong` questions wrongly (each due again a minute later) and chose a reminder. */
async function learnerWithReminder(options: { wrong: number; frequency?: 'daily' | 'weekly'; hour?: number; weekday?: number }) {
  const learner = await signUpVerified(platform);
  // the welcome mail leaves on its own after registration; it should not meet a refusing mail server
  await platform.smtp.waitForMail(learner.email, { subject: 'Willkommen' });
  // the exam questions are on the page 'Kurse', which an administrator unlocks for new learners
  await platform.db
    .update(userPermissions)
    .set({ allowed: true })
    .where(and(eq(userPermissions.userId, learner.userId), eq(userPermissions.page, 'courses')));
  for (const id of questionIds.slice(0, options.wrong)) {
    const answer = await learner.client.json('POST', `/api/quiz/questions/${id}/answer`, { selected: ['falsch'] });
    expect(answer.status).toBe(200);
  }
  const reminders = { frequency: options.frequency ?? 'daily', hour: options.hour ?? 18, weekday: options.weekday ?? 1 };
  expect((await learner.client.json('PUT', '/api/settings/reminders', reminders)).status).toBe(200);
  return learner;
}

const remindersTo = (learner: Learner) =>
  platform.smtp.mails.filter((mail) => mail.to.includes(learner.email) && mail.subject.includes('Wiederholung fällig'));

const jobsOf = (learner: Learner) => platform.db.select().from(jobs).where(eq(jobs.userId, learner.userId));

describe('settings: Lernerinnerung per E-Mail', () => {
  it('starts off at 18:00 on Mondays, refuses invalid values field by field and keeps valid ones', async () => {
    const learner = await signUpVerified(platform);
    const before = await learner.client.json<Settings>('GET', '/api/settings');
    expect(before.body.reminders).toEqual({ frequency: 'off', hour: 18, weekday: 1 });

    const invalid = await learner.client.json('PUT', '/api/settings/reminders', { frequency: 'hourly', hour: 24, weekday: 0 });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: { code: 'VALIDATION_ERROR', fields: { frequency: 'INVALID_FREQUENCY', hour: 'INVALID_HOUR', weekday: 'INVALID_WEEKDAY' } },
      },
    });
    expect((await learner.client.json('PUT', '/api/settings/reminders', { frequency: 'daily', hour: 7.5, weekday: 3 })).status).toBe(400);
    expect((await learner.client.json<Settings>('GET', '/api/settings')).body.reminders).toEqual({
      frequency: 'off',
      hour: 18,
      weekday: 1,
    });

    expect((await learner.client.json('PUT', '/api/settings/reminders', { frequency: 'weekly', hour: 7, weekday: 3 })).status).toBe(200);
    expect((await learner.client.json<Settings>('GET', '/api/settings')).body.reminders).toEqual({
      frequency: 'weekly',
      hour: 7,
      weekday: 3,
    });
    // the data export carries the choice
    const exported = await learner.client.json<{ profile: Record<string, unknown> }>('GET', '/api/me/export');
    expect(exported.body.profile).toMatchObject({ reminderFrequency: 'weekly', reminderHour: 7, reminderWeekday: 3 });
  });

  it('needs a session', async () => {
    expect((await platform.client().json('PUT', '/api/settings/reminders', { frequency: 'daily', hour: 18, weekday: 1 })).status).toBe(401);
  });
});

describe('the reminder mail', () => {
  it('leaves at the chosen hour in Germany, in German with the due count and a working one-click unsubscribe', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock('2026-11-24T16:00:00Z');
    const learner = await learnerWithReminder({ wrong: 3, hour: 18 });
    const runner = platform.jobRunner({ enqueueIntervalMs: 0 });

    setClock(BEFORE_SIX);
    await runner.runOnce();
    expect(await jobsOf(learner)).toEqual([]);

    setClock(AT_SIX);
    await runner.runOnce();
    const mail = await platform.smtp.waitForMail(learner.email, { subject: 'Wiederholung fällig' });
    expect(mail.subject).toBe('MPU-Vorbereitung: 3 Fragen zur Wiederholung fällig');
    expect(mail.text).toContain('3 Fragen sind heute zur Wiederholung fällig.');
    expect(mail.text).toContain(`${TEST_APP_URL}/dashboard/quiz/review`);
    expect(mail.html).toContain('Jetzt wiederholen');
    const token = createUnsubscribeToken(platform.secret, learner.userId);
    expect(mail.text).toContain(`Lernerinnerungen abbestellen: ${TEST_APP_URL}/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail.headers['list-unsubscribe']).toBe(`<${TEST_APP_URL}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await jobsOf(learner)).toMatchObject([
      { status: 'done', attempts: 1, dedupeKey: `reminder:${learner.userId}:daily:2026-11-24` },
    ]);

    // the same day again: nothing more
    setClock('2026-11-24T21:00:00Z');
    await runner.runOnce();
    expect(remindersTo(learner)).toHaveLength(1);

    // what a mail provider does with the header (RFC 8058): a POST without cookie or Origin
    const unsubscribeUrl = mail.headers['list-unsubscribe']!.slice(1, -1);
    const oneClick = await platform.app.request(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await learner.client.json<Settings>('GET', '/api/settings')).body.reminders.frequency).toBe('off');

    // the next day: no reminder for someone who unsubscribed
    setClock('2026-11-25T17:30:00Z');
    await runner.runOnce();
    expect(remindersTo(learner)).toHaveLength(1);
    expect(await jobsOf(learner)).toHaveLength(1);
  });

  it('is in the account language: English, with "1 question"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock('2026-11-24T16:00:00Z');
    const learner = await learnerWithReminder({ wrong: 1, hour: 17 });
    expect((await learner.client.json('PUT', '/api/settings/language', { language: 'en' })).status).toBe(200);
    setClock(AT_SIX);
    await platform.jobRunner({ enqueueIntervalMs: 0 }).runOnce();
    const mail = await platform.smtp.waitForMail(learner.email, { subject: 'due for review' });
    expect(mail.subject).toBe('MPU-Vorbereitung: 1 question due for review');
    expect(mail.text).toContain('1 question is due for review today.');
    expect(mail.text).toContain('Unsubscribe from learning reminders: ');
  });

  it('is not sent when nothing is due, and the day counts as done', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock(AT_SIX);
    const learner = await learnerWithReminder({ wrong: 0, hour: 18 });
    await platform.jobRunner({ enqueueIntervalMs: 0 }).runOnce();
    expect(await jobsOf(learner)).toMatchObject([{ status: 'done' }]);
    expect(remindersTo(learner)).toEqual([]);
  });

  it('is not sent after an unsubscribe through the page of the mail link, even when already enqueued', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock(AT_SIX);
    const learner = await learnerWithReminder({ wrong: 2, hour: 18 });
    const runner = platform.jobRunner({ enqueueIntervalMs: 0 });
    // enqueued, not yet run
    const { enqueueDueReminders } = await import('./reminders.service');
    await enqueueDueReminders({ db: platform.db });
    expect(await jobsOf(learner)).toMatchObject([{ status: 'pending' }]);

    const token = encodeURIComponent(createUnsubscribeToken(platform.secret, learner.userId));
    // opening the link (or a scanner prefetching it) changes nothing: it leads to the page that asks
    const opened = await platform.client().request('GET', `/api/reminders/unsubscribe?token=${token}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${TEST_APP_URL}/reminders/unsubscribe?token=${token}`);
    expect((await learner.client.json<Settings>('GET', '/api/settings')).body.reminders.frequency).toBe('daily');
    // the page's button, from another browser without a session
    expect((await platform.client().json('POST', `/api/reminders/unsubscribe?token=${token}`)).status).toBe(200);

    await runner.runOnce();
    expect(await jobsOf(learner)).toMatchObject([{ status: 'done' }]);
    expect(remindersTo(learner)).toEqual([]);
  });

  it('refuses a tampered or foreign token and changes nothing', async () => {
    const learner = await learnerWithReminder({ wrong: 0 });
    const other = await signUpVerified(platform);
    const genuine = createUnsubscribeToken(platform.secret, learner.userId);
    const [, signature] = genuine.split('.');
    const forOther = `${Buffer.from(other.userId).toString('base64url')}.${signature}`;
    for (const token of [
      `${genuine.slice(0, -2)}xx`,
      forOther,
      'nonsense',
      createUnsubscribeToken('another-secret-of-32-characters!!', learner.userId),
    ]) {
      const response = await platform.client().json('POST', `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(response).toMatchObject({ status: 400, body: { error: { code: 'INVALID_UNSUBSCRIBE_TOKEN' } } });
    }
    expect((await platform.client().json('POST', '/api/reminders/unsubscribe')).status).toBe(400);
    expect((await learner.client.json<Settings>('GET', '/api/settings')).body.reminders.frequency).toBe('daily');
  });
});

describe('the job runner', () => {
  // the real clock here: the embedded database's now() follows the process's Date, and the back-off is measured by it
  it('retries with back-off while the mail server refuses, and sends exactly once when it accepts again', async () => {
    // from midnight: due whenever the test runs
    const learner = await learnerWithReminder({ wrong: 2, hour: 0 });
    platform.smtp.setRejecting(451);
    const runner = platform.jobRunner({ enqueueIntervalMs: 0, pollIntervalMs: 20, backoffMs: (attempts) => 40 * attempts });
    try {
      runner.start();
      // this learner's job, not the receiver's count: reminders of earlier tests' learners that fall
      // due at this hour of the day are refused by the same receiver
      await waitFor('two refused attempts', async () => {
        const [job] = await jobsOf(learner);
        return job !== undefined && job.attempts >= 2 && job.status === 'pending';
      });
      const [waiting] = await jobsOf(learner);
      expect(waiting!.lastError).toContain('the mail server refused');
      expect(remindersTo(learner)).toEqual([]);
      platform.smtp.setRejecting(undefined);
      await waitFor('the job done', async () => (await jobsOf(learner))[0]?.status === 'done');
    } finally {
      platform.smtp.setRejecting(undefined);
      await runner.stop();
    }
    await runner.runOnce();
    expect(remindersTo(learner)).toHaveLength(1);
    expect(remindersTo(learner)[0]!.subject).toBe('MPU-Vorbereitung: 2 Fragen zur Wiederholung fällig');
    const [job] = await jobsOf(learner);
    expect(job!.attempts).toBeGreaterThanOrEqual(3);
  });

  it('takes over a job whose instance stopped before sending, and gives up one that stopped while sending', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock(AT_SIX);
    const before = await learnerWithReminder({ wrong: 1, hour: 18 });
    const during = await learnerWithReminder({ wrong: 1, hour: 18 });
    // as an instance leaves them when it stops mid-run: leased, the lease ran out a minute ago (the database's clock)
    const expired = sql`now() - interval '1 minute'`;
    for (const [learner, status] of [
      [before, 'running'],
      [during, 'sending'],
    ] as const) {
      await platform.db.insert(jobs).values({
        kind: 'learning-reminder',
        payload: { userId: learner.userId, period: 'daily:2026-11-24' },
        dedupeKey: `reminder:${learner.userId}:daily:2026-11-24`,
        userId: learner.userId,
        status,
        attempts: 1,
        lockedBy: 'stopped-instance',
        lockedUntil: expired,
      });
    }
    const runner = platform.jobRunner({ enqueueIntervalMs: 0 });
    await runner.runOnce();

    expect(await jobsOf(before)).toMatchObject([{ status: 'done', attempts: 2, lockedBy: runner.instanceId }]);
    expect(remindersTo(before)).toHaveLength(1);
    // it may have been delivered: at most once, so not again
    expect(await jobsOf(during)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect(remindersTo(during)).toEqual([]);
  });

  it('does not touch a job whose lease is still running on another instance', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    setClock(AT_SIX);
    const learner = await learnerWithReminder({ wrong: 1, hour: 18 });
    await platform.db.insert(jobs).values({
      kind: 'learning-reminder',
      payload: { userId: learner.userId, period: 'daily:2026-11-24' },
      dedupeKey: `reminder:${learner.userId}:daily:2026-11-24`,
      userId: learner.userId,
      status: 'running',
      attempts: 1,
      lockedBy: 'busy-instance',
      lockedUntil: sql`now() + interval '10 minutes'`,
    });
    await platform.jobRunner({ enqueueIntervalMs: 0 }).runOnce();
    expect(await jobsOf(learner)).toMatchObject([{ status: 'running', lockedBy: 'busy-instance' }]);
    expect(remindersTo(learner)).toEqual([]);
  });

  it("deletes a learner's jobs with the account", async () => {
    const learner = await learnerWithReminder({ wrong: 0 });
    await platform.db.insert(jobs).values({
      kind: 'learning-reminder',
      payload: { userId: learner.userId, period: 'daily:2026-11-24' },
      dedupeKey: `reminder:${learner.userId}:daily:2026-11-24`,
      userId: learner.userId,
    });
    expect((await learner.client.json('POST', '/api/me/delete', { password: learner.password })).status).toBe(200);
    expect(await platform.db.select().from(user).where(eq(user.id, learner.userId))).toEqual([]);
    expect(
      await platform.db
        .select()
        .from(jobs)
        .where(and(like(jobs.dedupeKey, `reminder:${learner.userId}:%`))),
    ).toEqual([]);
  });
});
