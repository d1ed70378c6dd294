// The job runner's stop: the job under way finishes, the ones it claimed and has not begun go back
// to the queue at once (not after their five-minute lease), for another instance or the next start.
import pino from 'pino';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { startTestPlatform, type TestPlatform } from '../test/test-app';
import { waitFor } from '../test/wait-for';
import { createJobRunner } from './job-runner';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

it('on stop, finishes the job under way and hands back the claimed ones it has not begun', async () => {
  const keys = ['stop-test:a', 'stop-test:b', 'stop-test:c'];
  await platform.db.insert(jobs).values(keys.map((dedupeKey) => ({ kind: 'slow', dedupeKey })));
  const begun: string[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const handlers = {
    slow: async (_payload: unknown, { jobId }: { jobId: string }) => {
      begun.push(jobId);
      if (begun.length === 1) await finished;
    },
  };
  const logger = pino({ level: 'silent' });
  const runner = createJobRunner({ db: platform.db, logger, handlers, pollIntervalMs: 50, batchSize: 3 });
  runner.start();
  await waitFor('the first job begun', () => begun.length === 1);
  const stopped = runner.stop();
  finish();
  await stopped;

  const rows = await platform.db.select().from(jobs).where(inArray(jobs.dedupeKey, keys));
  expect(begun).toHaveLength(1);
  expect(rows.filter((row) => row.status === 'done').map((row) => row.id)).toEqual(begun);
  // as if never claimed: no instance, no lease, no attempt used
  expect(
    rows
      .filter((row) => row.id !== begun[0])
      .map(({ status, lockedBy, lockedUntil, attempts }) => ({ status, lockedBy, lockedUntil, attempts })),
  ).toEqual([
    { status: 'pending', lockedBy: null, lockedUntil: null, attempts: 0 },
    { status: 'pending', lockedBy: null, lockedUntil: null, attempts: 0 },
  ]);

  // another instance takes them at its next poll, not after the lease
  const other = createJobRunner({ db: platform.db, logger, handlers, pollIntervalMs: 50 });
  expect(await other.runOnce()).toBe(2);
  const after = await platform.db.select().from(jobs).where(inArray(jobs.dedupeKey, keys));
  expect(after.map((row) => `${row.status}/${row.attempts}`).sort()).toEqual(['done/1', 'done/1', 'done/1']);
});
