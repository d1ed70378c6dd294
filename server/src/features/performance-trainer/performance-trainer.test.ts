// The performance trainer's results against a real database: a learner stores and lists their own
// runs; another learner never sees them; implausible scores are refused with the field; a learner
// whose page was locked gets 403, a visitor 401.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformanceResult } from '@common/schemas/performance-trainer';
import { performanceResults, userPermissions } from '../../db/schema';
import { signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const reactionRun = (medianMs: number, startedAt = '2026-11-25T09:00:00.000Z') => ({
  exercise: 'reaction',
  startedAt,
  durationMs: 180_000,
  scores: { stimuli: 60, correct: 55, wrong: 3, missed: 2, early: 1, medianMs },
});
const vigilanceRun = {
  exercise: 'vigilance',
  startedAt: '2026-11-25T09:10:00.000Z',
  durationMs: 300_000,
  scores: {
    stimuli: 200,
    targets: 50,
    hits: 47,
    misses: 3,
    falseAlarms: 4,
    early: 0,
    medianMs: 430,
    minuteMedians: [410, 420, 430, 440, 460],
  },
};

describe('POST and GET /api/performance-trainer/results', () => {
  it('stores a run and lists the own runs of one exercise, in the order they were run', async () => {
    const learner = await signUpVerified(platform);
    const first = await learner.client.json<PerformanceResult>('POST', '/api/performance-trainer/results', reactionRun(512));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ exercise: 'reaction', durationMs: 180_000, scores: { correct: 55, medianMs: 512 } });
    expect(
      (await learner.client.json('POST', '/api/performance-trainer/results', reactionRun(480, '2026-11-25T09:05:00.000Z'))).status,
    ).toBe(201);
    // stored later, but run earlier: the history is in the order of the runs
    expect(
      (await learner.client.json('POST', '/api/performance-trainer/results', reactionRun(600, '2026-11-24T18:00:00.000Z'))).status,
    ).toBe(201);
    expect((await learner.client.json('POST', '/api/performance-trainer/results', vigilanceRun)).status).toBe(201);

    const reaction = await learner.client.json<{ items: PerformanceResult[] }>('GET', '/api/performance-trainer/results?exercise=reaction');
    expect(reaction.status).toBe(200);
    expect(reaction.body.items.map((item) => item.scores)).toEqual([
      { stimuli: 60, correct: 55, wrong: 3, missed: 2, early: 1, medianMs: 600 },
      { stimuli: 60, correct: 55, wrong: 3, missed: 2, early: 1, medianMs: 512 },
      { stimuli: 60, correct: 55, wrong: 3, missed: 2, early: 1, medianMs: 480 },
    ]);
    expect(reaction.body.items[1]).toMatchObject({ id: first.body.id, startedAt: '2026-11-25T09:00:00.000Z' });

    const vigilance = await learner.client.json<{ items: PerformanceResult[] }>(
      'GET',
      '/api/performance-trainer/results?exercise=vigilance',
    );
    expect(vigilance.body.items).toEqual([expect.objectContaining({ exercise: 'vigilance', scores: vigilanceRun.scores })]);
    expect((await learner.client.json('GET', '/api/performance-trainer/results?exercise=overview')).body).toEqual({ items: [] });
  });

  it('never shows one learner the runs of another, even with the same request', async () => {
    const owner = await signUpVerified(platform);
    const other = await signUpVerified(platform);
    expect((await owner.client.json('POST', '/api/performance-trainer/results', reactionRun(777))).status).toBe(201);
    // the owner's request replayed with the other learner's cookie
    const replay = await platform.app.request(`${TEST_APP_URL}/api/performance-trainer/results?exercise=reaction`, {
      headers: { cookie: other.client.cookieHeader(), origin: TEST_APP_URL },
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ items: [] });
    const stored = await platform.db.select().from(performanceResults).where(eq(performanceResults.userId, owner.userId));
    expect(stored).toHaveLength(1);
  });

  it('refuses implausible or malformed runs with 400 and the field, and stores nothing', async () => {
    const learner = await signUpVerified(platform);
    const cases: Array<[unknown, string]> = [
      [{ ...reactionRun(50) }, 'scores.medianMs'],
      [{ ...reactionRun(400), durationMs: 10 * 3_600_000 }, 'durationMs'],
      [{ ...reactionRun(400), scores: { ...reactionRun(400).scores, correct: 59 } }, 'scores.stimuli'],
      [{ ...reactionRun(400), exercise: 'memory' }, 'exercise'],
      [{ ...reactionRun(400), startedAt: 'gestern' }, 'startedAt'],
      [{ ...vigilanceRun, scores: { ...vigilanceRun.scores, hits: 49 } }, 'scores.targets'],
      [
        {
          exercise: 'overview',
          startedAt: '2026-11-25T09:00:00Z',
          durationMs: 5000,
          scores: { scenes: 0, found: 1, missed: 0, wronglyTicked: 0 },
        },
        'scores.scenes',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await learner.client.json<{ error: { code: string; fields: Record<string, string> } }>(
        'POST',
        '/api/performance-trainer/results',
        body,
      );
      expect(response.status, field).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.body.error.fields), field).toContain(field);
    }
    expect(await platform.db.select().from(performanceResults).where(eq(performanceResults.userId, learner.userId))).toEqual([]);
  });

  it('is open to new learners by default; a locked page answers 403, no session 401', async () => {
    const learner = await signUpVerified(platform);
    expect(
      (await learner.client.json<{ permissions: Record<string, boolean> }>('GET', '/api/me')).body.permissions['performance-trainer'],
    ).toBe(true);
    await platform.db.update(userPermissions).set({ allowed: false }).where(eq(userPermissions.userId, learner.userId));
    for (const response of [
      await learner.client.json('GET', '/api/performance-trainer/results?exercise=reaction'),
      await learner.client.json('POST', '/api/performance-trainer/results', reactionRun(400)),
    ]) {
      expect(response).toMatchObject({ status: 403, body: { error: { code: 'PAGE_FORBIDDEN' } } });
    }
    const visitor = platform.client();
    expect((await visitor.json('GET', '/api/performance-trainer/results?exercise=reaction')).status).toBe(401);
    expect((await visitor.json('POST', '/api/performance-trainer/results', reactionRun(400))).status).toBe(401);
  });
});
