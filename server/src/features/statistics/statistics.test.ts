// The statistics page's figures against a real database (PGlite, and PostgreSQL with TEST_DB=postgres).
// The learner's history is written with explicit instants, the server's clock is set to a moment of
// the test (only Date is faked; it stays in the past, where today's sessions are valid), and every
// expected figure is worked out by hand in the comments.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@common/schemas/dashboard';
import type { Statistics } from '@common/schemas/statistics';
import {
  chapters,
  courses,
  quizCategories,
  quizQuestions,
  quizUserAttempts,
  userProgress,
  videoProgress,
  videoSections,
  videos,
} from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
/** Question, video and chapter ids by name. */
const ids: Record<string, string> = {};

/** Wednesday 18 November 2026, 11:00 in Berlin (UTC+1): a 30-day period runs from 20 October to 18 November. */
const NOW = '2026-11-18T10:00:00Z';
const WEEKS_OF_30_DAYS = ['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'];

/**
 * In the scope of a learner with the reason alcohol: questions A1–A3 (Alkohol) and F1 (Allgemein, no
 * types: for everyone), 4; videos V1, V2, V4, V5, V6, 5; chapters, 5. Out of it: D1, D2 (Drogen), V3 (drugs).
 */
beforeAll(async () => {
  platform = await startTestPlatform();
  const db = platform.db;
  const categories = await db
    .insert(quizCategories)
    .values([
      { name: 'Alkohol', mpuTypes: ['alcohol'] },
      { name: 'Drogen', mpuTypes: ['drugs'] },
      { name: 'Allgemein', mpuTypes: [] },
    ])
    .returning();
  const questions = { Alkohol: ['A1', 'A2', 'A3'], Drogen: ['D1', 'D2'], Allgemein: ['F1'] };
  for (const category of categories) {
    for (const name of questions[category.name as keyof typeof questions]) {
      const [row] = await db
        .insert(quizQuestions)
        .values({ categoryId: category.id, question: name, options: ['richtig', 'falsch'], correctAnswers: ['richtig'] })
        .returning();
      ids[name] = row!.id;
    }
  }
  const [section] = await db.insert(videoSections).values({ title: 'Grundlagen', order: 1 }).returning();
  for (const [i, name] of ['V1', 'V2', 'V3', 'V4', 'V5', 'V6'].entries()) {
    const [row] = await db
      .insert(videos)
      .values({
        sectionId: section!.id,
        title: name,
        url: 'https://youtu.be/dQw4w9WgXcQ',
        order: i,
        mpuTypes: name === 'V3' ? ['drugs'] : ['alcohol'],
      })
      .returning();
    ids[name] = row!.id;
  }
  const [course] = await db.insert(courses).values({ title: 'Grundkurs' }).returning();
  for (const order of [1, 2, 3, 4, 5]) {
    const [row] = await db
      .insert(chapters)
      .values({ courseId: course!.id, title: `Kapitel ${order}`, order })
      .returning();
    ids[`C${order}`] = row!.id;
  }
});
afterEach(() => vi.useRealTimers());
afterAll(() => platform.close());

type Client = Awaited<ReturnType<typeof signUpVerified>>['client'];

async function statisticsAt(client: Client, days: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  const response = await client.json<Statistics>('GET', `/api/statistics?days=${days}`);
  expect(response.status).toBe(200);
  return response.body;
}

/** The history of an alcohol learner; instants in UTC, Berlin is UTC+2 until 25 October and UTC+1 after. */
async function writeHistory(userId: string) {
  const db = platform.db;
  const answer = (question: string, isCorrect: boolean, at: string) => ({
    userId,
    questionId: ids[question]!,
    isCorrect,
    selectedAnswers: [isCorrect ? 'richtig' : 'falsch'],
    createdAt: new Date(at),
  });
  await db.insert(quizUserAttempts).values([
    answer('A1', true, '2026-10-10T08:00:00Z'), // 10 Oct, before the 30 days: A1 right from the start
    answer('A3', false, '2026-10-19T21:30:00Z'), // 19 Oct 23:30 in Berlin: the day before the period
    answer('A3', false, '2026-10-19T22:30:00Z'), // 20 Oct 00:30 in Berlin: its first day
    answer('A2', false, '2026-11-02T22:59:00Z'), // Mon 2 Nov 23:59 in Berlin
    answer('A2', true, '2026-11-02T23:01:00Z'), // Tue 3 Nov 00:01 in Berlin: A2 right
    answer('A1', true, '2026-11-03T09:00:00Z'), // right again: not a new question
    answer('F1', false, '2026-11-03T09:05:00Z'),
    answer('D1', true, '2026-11-10T09:00:00Z'), // out of scope (a reason since taken away): an answer, not readiness
    answer('F1', true, '2026-11-10T09:05:00Z'), // F1 right
    answer('A3', true, '2026-11-18T09:00:00Z'), // today: A3 right
  ]);
  const video = (name: string, completed: boolean, at: string) => ({ userId, videoId: ids[name]!, completed, updatedAt: new Date(at) });
  await db.insert(videoProgress).values([
    video('V1', true, '2026-10-01T10:00:00Z'), // before the period
    video('V2', true, '2026-11-09T23:30:00Z'), // Tue 10 Nov 00:30 in Berlin
    video('V3', true, '2026-11-04T10:00:00Z'), // out of scope
    video('V4', false, '2026-11-05T10:00:00Z'), // marked and unmarked: not completed
  ]);
  const chapter = (name: string, completed: boolean, at: string) => ({ userId, chapterId: ids[name]!, completed, createdAt: new Date(at) });
  await db
    .insert(userProgress)
    .values([
      chapter('C1', true, '2026-11-03T12:00:00Z'),
      chapter('C2', true, '2026-11-17T12:00:00Z'),
      chapter('C3', false, '2026-11-05T12:00:00Z'),
    ]);
}

/** `value` on each of `count` days from `from` on. */
function repeatDays(from: string, count: number, readiness: number) {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
    readiness,
  }));
}

describe('GET /api/statistics', () => {
  it('a new learner gets a period of zeros: no answers, empty weeks, readiness 0 every day', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    const body = await statisticsAt(client, 30);
    expect(body).toEqual({
      days: 30,
      from: '2026-10-20',
      to: '2026-11-18',
      answersPerDay: [],
      accuracyPerWeek: [],
      completionsPerWeek: WEEKS_OF_30_DAYS.map((week) => ({ week, videos: 0, chapters: 0 })),
      readinessPerDay: repeatDays('2026-10-20', 30, 0),
      totals: { questions: 4, videos: 5, chapters: 5 },
      examSimulations: [],
    });
  });

  it('counts answers on their day in Berlin, accuracy per category and week, completions per week and readiness per day', async () => {
    const { client, userId } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    await writeHistory(userId);
    // another learner with activity of every kind on the same days, none of which may appear
    const other = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    await writeHistory(other.userId);
    await platform.db.insert(quizUserAttempts).values(
      ['A1', 'A2', 'A3', 'F1', 'D1', 'D2'].map((name) => ({
        userId: other.userId,
        questionId: ids[name]!,
        isCorrect: true,
        selectedAnswers: ['richtig'],
        createdAt: new Date('2026-11-11T10:00:00Z'),
      })),
    );
    await platform.db
      .insert(userProgress)
      .values({ userId: other.userId, chapterId: ids.C5!, completed: true, createdAt: new Date('2026-11-11T10:00:00Z') });

    const body = await statisticsAt(client, 30);
    expect(body.from).toBe('2026-10-20');
    expect(body.answersPerDay).toEqual([
      { date: '2026-10-20', answers: 1, correct: 0 }, // 00:30 in Berlin; the one at 23:30 the day before is outside
      { date: '2026-11-02', answers: 1, correct: 0 }, // 23:59
      { date: '2026-11-03', answers: 3, correct: 2 }, // 00:01, A1, F1
      { date: '2026-11-10', answers: 2, correct: 2 }, // D1, F1
      { date: '2026-11-18', answers: 1, correct: 1 }, // A3 today
    ]);
    // categories by name; weeks by their Monday
    expect(body.accuracyPerWeek).toEqual([
      {
        categoryId: expect.any(String),
        categoryName: 'Alkohol',
        weeks: [
          { week: '2026-10-19', answers: 1, correct: 0 },
          { week: '2026-11-02', answers: 3, correct: 2 }, // Monday 23:59 and Tuesday 00:01 are one week
          { week: '2026-11-16', answers: 1, correct: 1 },
        ],
      },
      {
        categoryId: expect.any(String),
        categoryName: 'Allgemein',
        weeks: [
          { week: '2026-11-02', answers: 1, correct: 0 },
          { week: '2026-11-09', answers: 1, correct: 1 },
        ],
      },
      { categoryId: expect.any(String), categoryName: 'Drogen', weeks: [{ week: '2026-11-09', answers: 1, correct: 1 }] },
    ]);
    // V1 before the period, V3 out of scope and V4 not completed do not count in a week
    expect(body.completionsPerWeek).toEqual([
      { week: '2026-10-19', videos: 0, chapters: 0 },
      { week: '2026-10-26', videos: 0, chapters: 0 },
      { week: '2026-11-02', videos: 0, chapters: 1 }, // C1 on 3 Nov
      { week: '2026-11-09', videos: 1, chapters: 0 }, // V2 on 10 Nov in Berlin
      { week: '2026-11-16', videos: 0, chapters: 1 }, // C2 on 17 Nov
    ]);
    // readiness = 0.3·chapters + 0.4·questions + 0.3·videos in percent of today's totals (4 questions,
    // 5 videos, 5 chapters): each question 10 points, each video or chapter 6
    expect(body.readinessPerDay).toEqual([
      ...repeatDays('2026-10-20', 14, 16), // A1 and V1 from before: 10 + 6
      ...repeatDays('2026-11-03', 7, 32), // + A2, C1: 20 + 6 + 6
      ...repeatDays('2026-11-10', 7, 48), // + F1, V2: 30 + 12 + 6 (D1 is out of scope)
      ...repeatDays('2026-11-17', 1, 54), // + C2: 30 + 12 + 12
      ...repeatDays('2026-11-18', 1, 64), // + A3: 40 + 12 + 12
    ]);
    expect(body.totals).toEqual({ questions: 4, videos: 5, chapters: 5 });
    // today's value is the overview's readiness
    const dashboard = await client.json<Dashboard>('GET', '/api/dashboard');
    expect(dashboard.body.summary.readiness).toBe(64);
  });

  it('a longer period reaches further back: the answer at 23:30 on 19 October lands on that day', async () => {
    const { client, userId } = await signUpVerified(platform, { mpuReason: 'alcohol', pages: { courses: true } });
    await writeHistory(userId);
    const body = await statisticsAt(client, 90);
    expect(body).toMatchObject({ days: 90, from: '2026-08-21', to: '2026-11-18' });
    expect(body.answersPerDay.slice(0, 3)).toEqual([
      { date: '2026-10-10', answers: 1, correct: 1 },
      { date: '2026-10-19', answers: 1, correct: 0 },
      { date: '2026-10-20', answers: 1, correct: 0 },
    ]);
    expect(body.readinessPerDay).toHaveLength(90);
    // V1 (1 Oct) and A1 (10 Oct) now fall inside: nothing before 1 Oct, 6 from then, 16 from 10 Oct
    expect(body.readinessPerDay.find((d) => d.date === '2026-09-30')?.readiness).toBe(0);
    expect(body.readinessPerDay.find((d) => d.date === '2026-10-01')?.readiness).toBe(6);
    expect(body.readinessPerDay.find((d) => d.date === '2026-10-10')?.readiness).toBe(16);
    expect(body.completionsPerWeek.find((w) => w.week === '2026-09-28')).toEqual({ week: '2026-09-28', videos: 1, chapters: 0 });
  });

  it('accepts only 30, 90 or 365 days, naming the field', async () => {
    const { client } = await signUpVerified(platform, { pages: { courses: true } });
    for (const query of ['?days=7', '?days=abc', '']) {
      const response = await client.json<{ error: { code: string; fields?: Record<string, string> } }>('GET', `/api/statistics${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.fields).toHaveProperty('days');
    }
    expect((await client.json('GET', '/api/statistics?days=365')).status).toBe(200);
  });

  it('refuses a signed-out caller', async () => {
    expect((await platform.client().json('GET', '/api/statistics?days=30')).status).toBe(401);
  });
});
