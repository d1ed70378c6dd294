// The overview's "Tagesziel" card and its setting (docs/decisions/079-traffic-lights-and-daily-goal.md):
// answers counted per calendar day in Germany, against a real database. Only Date is faked (the
// server's "now"); the answers are stored with fixed times. In November Germany is UTC+1, so
// midnight in Berlin is 23:00 UTC.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DailyProgress } from '@common/schemas/dashboard';
import type { Settings } from '@common/schemas/settings';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let questionId: string;
let learner: Awaited<ReturnType<typeof signUpVerified>>;

async function answerAt(userId: string, iso: string, isCorrect = true) {
  await platform.db
    .insert(quizUserAttempts)
    .values({ userId, questionId, selectedAnswers: ['richtig'], isCorrect, createdAt: new Date(iso) });
}

async function todayAt(client: typeof learner.client, iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  const response = await client.json<DailyProgress>('GET', '/api/dashboard/today');
  vi.useRealTimers();
  expect(response.status).toBe(200);
  return response.body;
}

beforeAll(async () => {
  platform = await startTestPlatform();
  const [category] = await platform.db
    .insert(quizCategories)
    .values({ name: 'Alkohol', mpuTypes: ['alcohol'] })
    .returning();
  const [question] = await platform.db
    .insert(quizQuestions)
    .values({ categoryId: category!.id, question: 'Frage', options: ['richtig', 'falsch'], correctAnswers: ['richtig'] })
    .returning();
  questionId = question!.id;
  learner = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
  await answerAt(learner.userId, '2026-11-23T12:00:00Z'); // Monday 23rd in Berlin
  await answerAt(learner.userId, '2026-11-24T22:30:00Z'); // 23:30 on Tuesday 24th in Berlin
  // 00:30 on Wednesday 25th in Berlin (still the 24th in UTC); a wrong answer counts as practice too
  await answerAt(learner.userId, '2026-11-24T23:30:00Z');
  await answerAt(learner.userId, '2026-11-24T23:40:00Z', false);
  await answerAt(learner.userId, '2026-11-25T09:00:00Z');
  // another learner's answers count for that learner only
  const other = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
  for (const minute of ['10', '11', '12', '13']) await answerAt(other.userId, `2026-11-25T08:${minute}:00Z`);
  await answerAt(other.userId, '2026-11-26T08:00:00Z');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await platform?.close();
});

describe('today on the overview', () => {
  it('counts the answers of the German calendar day and the days in a row up to it', async () => {
    expect(await todayAt(learner.client, '2026-11-25T10:00:00Z')).toEqual({ dailyGoal: 20, answeredToday: 3, daysInARow: 3 });
    // 23:59 in Berlin: still Wednesday
    expect(await todayAt(learner.client, '2026-11-25T22:59:00Z')).toEqual({ dailyGoal: 20, answeredToday: 3, daysInARow: 3 });
  });

  it('starts a new day at midnight in Berlin, keeping the row until that day is over', async () => {
    // 00:00 on Thursday 26th in Berlin: nothing yet today, the row up to yesterday stays
    expect(await todayAt(learner.client, '2026-11-25T23:00:00Z')).toEqual({ dailyGoal: 20, answeredToday: 0, daysInARow: 3 });
    // Friday 27th: Thursday passed without practice
    expect(await todayAt(learner.client, '2026-11-26T23:30:00Z')).toEqual({ dailyGoal: 20, answeredToday: 0, daysInARow: 0 });
  });

  it('refuses a learner without the quiz and a visitor', async () => {
    const locked = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: false } });
    expect((await locked.client.json('GET', '/api/dashboard/today')).status).toBe(403);
    expect((await platform.client().json('GET', '/api/dashboard/today')).status).toBe(401);
  });
});

describe('the daily goal in the settings', () => {
  it('is 20 until the learner sets another, which the overview then counts towards', async () => {
    const fresh = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    expect((await fresh.client.json<Settings>('GET', '/api/settings')).body.dailyGoal).toBe(20);
    expect((await fresh.client.json('PUT', '/api/settings/daily-goal', { dailyGoal: 35 })).status).toBe(200);
    expect((await fresh.client.json<Settings>('GET', '/api/settings')).body.dailyGoal).toBe(35);
    expect((await fresh.client.json<DailyProgress>('GET', '/api/dashboard/today')).body).toEqual({
      dailyGoal: 35,
      answeredToday: 0,
      daysInARow: 0,
    });
    // the bounds themselves are allowed
    expect((await fresh.client.json('PUT', '/api/settings/daily-goal', { dailyGoal: 5 })).status).toBe(200);
    expect((await fresh.client.json('PUT', '/api/settings/daily-goal', { dailyGoal: 200 })).status).toBe(200);
    expect((await fresh.client.json<Settings>('GET', '/api/settings')).body.dailyGoal).toBe(200);
  });

  it('refuses a goal outside 5–200 or not a whole number with a field error and keeps the stored one', async () => {
    const fresh = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await fresh.client.json('PUT', '/api/settings/daily-goal', { dailyGoal: 30 })).status).toBe(200);
    for (const dailyGoal of [4, 201, 12.5, '20', null]) {
      const response = await fresh.client.json('PUT', '/api/settings/daily-goal', { dailyGoal });
      expect(response, String(dailyGoal)).toMatchObject({ status: 400, body: { error: { fields: { dailyGoal: 'INVALID_DAILY_GOAL' } } } });
    }
    expect((await fresh.client.json('PUT', '/api/settings/daily-goal', {})).status).toBe(400);
    expect((await fresh.client.json<Settings>('GET', '/api/settings')).body.dailyGoal).toBe(30);
    expect((await platform.client().json('PUT', '/api/settings/daily-goal', { dailyGoal: 30 })).status).toBe(401);
  });
});
