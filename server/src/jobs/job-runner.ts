// The server's own background jobs (docs/decisions/064-learning-reminders-job-runner.md): a table in
// the platform's database, so several instances on one PostgreSQL share the work and the embedded
// database needs nothing else. A job is claimed with FOR UPDATE SKIP LOCKED and leased; a failure is
// retried with back-off; a job whose side effect may have happened is never run again.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Database } from '../db/client';
import { jobsFinished } from '../metrics/metrics';

export interface JobContext {
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
  /**
   * Call right before the side effect that must not happen twice (an SMTP send). From then on a
   * failure or a crash ends the job as failed instead of running it again, unless the handler throws
   * NothingSentError. Throws LeaseLostError when the lease ran out and another instance took the job.
   */
  enterSending(): Promise<void>;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** Thrown by a handler when it knows its side effect did not happen (the mail server refused): retry. */
export class NothingSentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NothingSentError';
  }
}

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`the lease of job ${jobId} ran out and another instance took it`);
    this.name = 'LeaseLostError';
  }
}

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** Between polls (a random ±20 % is added, so instances do not poll in step). */
  pollIntervalMs: number;
  /** How long a claimed job is reserved for its instance. */
  leaseMs?: number;
  /** Runs of one job before it is given up. */
  maxAttempts?: number;
  /** The wait before the next run after the `attempts`-th failed one. */
  backoffMs?: (attempts: number) => number;
  /** Jobs claimed per poll. */
  batchSize?: number;
  /** Work run every `everyMs` by the loop (the first time at start), e.g. enqueueing reminders. */
  periodic?: PeriodicTask[];
  /** Names this instance in locked_by. */
  instanceId?: string;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 6;
/** 1, 2, 4, 8, 16 minutes …, at most an hour. */
export const defaultBackoffMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
/** Finished jobs are kept this long (what was sent, what failed and why), then deleted. */
const KEEP_FINISHED_DAYS = 30;

/** Adds a job unless one with the same dedupe key exists; true when it was added. */
export async function enqueueJob(
  db: Database,
  job: { kind: string; payload: Record<string, unknown>; dedupeKey: string; userId?: string | null },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, user_id)
    values (${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.dedupeKey}, ${job.userId ?? null})
    on conflict (dedupe_key) do nothing
    returning id`);
  return result.rows.length > 0;
}

const ClaimedJobSchema = z.object({ id: z.string(), kind: z.string(), payload: z.unknown(), attempts: z.coerce.number() });

const milliseconds = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;

export function createJobRunner(options: JobRunnerOptions) {
  const {
    db,
    logger,
    handlers,
    pollIntervalMs,
    leaseMs = DEFAULT_LEASE_MS,
    maxAttempts = DEFAULT_MAX_ATTEMPTS,
    backoffMs = defaultBackoffMs,
    batchSize = 10,
    instanceId = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`,
  } = options;
  const periodic = [...(options.periodic ?? []), { name: 'delete finished jobs', everyMs: 60 * 60_000, run: () => deleteFinishedJobs(db) }];
  const lastRun = new Map<string, number>();
  const log = logger.child({ jobRunner: instanceId });

  /** A 'sending' job whose lease ran out: its instance stopped mid-send, so the outcome is unknown. */
  async function giveUpAbandonedSends() {
    const result = await db.execute(sql`
      update jobs set status = 'failed', done_at = now(), locked_until = null,
        last_error = 'the instance stopped while sending; not sent again, it may have been delivered'
      where status = 'sending' and locked_until < now()
      returning id, kind`);
    for (const row of result.rows) log.warn({ job: row }, 'job given up: its send may or may not have happened');
  }

  /** Waiting jobs whose time has come, and running ones whose lease ran out (nothing was sent yet). */
  async function claimJobs() {
    const result = await db.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1, locked_by = ${instanceId},
        locked_until = now() + ${milliseconds(leaseMs)}
      where id in (
        select id from jobs
        where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at
        limit ${batchSize}
        for update skip locked
      )
      returning id, kind, payload, attempts`);
    return result.rows.map((row) => ClaimedJobSchema.parse(row));
  }

  async function runJob(job: z.infer<typeof ClaimedJobSchema>) {
    let isSending = false;
    const context: JobContext = {
      jobId: job.id,
      attempt: job.attempts,
      async enterSending() {
        const result = await db.execute(sql`
          update jobs set status = 'sending', locked_until = now() + ${milliseconds(leaseMs)}
          where id = ${job.id} and locked_by = ${instanceId} and status = 'running'
          returning id`);
        if (result.rows.length === 0) throw new LeaseLostError(job.id);
        isSending = true;
      },
    };
    const ownJob = sql`id = ${job.id} and locked_by = ${instanceId} and status in ('running', 'sending')`;
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind '${job.kind}'`);
      await handler(job.payload, context);
      await db.execute(sql`
        update jobs set status = 'done', done_at = now(), locked_until = null, last_error = null where ${ownJob}`);
      jobsFinished.inc({ kind: job.kind, outcome: 'done' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof LeaseLostError) {
        log.warn({ jobId: job.id }, message);
      } else if (isSending && !(error instanceof NothingSentError)) {
        await db.execute(sql`
          update jobs set status = 'failed', done_at = now(), locked_until = null,
            last_error = ${`outcome unknown, not sent again: ${message}`}
          where ${ownJob}`);
        jobsFinished.inc({ kind: job.kind, outcome: 'failed' });
        log.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed while sending; not run again');
      } else if (job.attempts >= maxAttempts) {
        await db.execute(sql`
          update jobs set status = 'failed', done_at = now(), locked_until = null, last_error = ${message} where ${ownJob}`);
        jobsFinished.inc({ kind: job.kind, outcome: 'failed' });
        log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed; no attempts left');
      } else {
        await db.execute(sql`
          update jobs set status = 'pending', locked_until = null, locked_by = null, last_error = ${message},
            run_at = now() + ${milliseconds(backoffMs(job.attempts))}
          where ${ownJob}`);
        jobsFinished.inc({ kind: job.kind, outcome: 'retried' });
        log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed; retried later');
      }
    }
  }

  /** One poll: the periodic tasks that are due, then the jobs that are; returns the number of jobs run. */
  async function runOnce(): Promise<number> {
    const now = Date.now();
    for (const task of periodic) {
      if (now - (lastRun.get(task.name) ?? -Infinity) < task.everyMs) continue;
      lastRun.set(task.name, now);
      await task.run().catch((error: unknown) => log.error({ err: error, task: task.name }, 'periodic task failed'));
    }
    await giveUpAbandonedSends();
    if (isStopRequested) return 0;
    const claimed = await claimJobs();
    for (const [index, job] of claimed.entries()) {
      if (isStopRequested) {
        await handBack(claimed.slice(index).map((rest) => rest.id));
        break;
      }
      await runJob(job);
    }
    return claimed.length;
  }

  /**
   * Jobs this instance claimed but has not begun go back to the queue at once, as if never claimed,
   * instead of waiting out their lease; a job under way ('sending') is not touched.
   */
  async function handBack(ids?: string[]) {
    if (ids?.length === 0) return;
    const which = ids
      ? sql`id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and`
      : sql``;
    const result = await db.execute(sql`
      update jobs set status = 'pending', attempts = greatest(attempts - 1, 0), locked_by = null, locked_until = null
      where ${which} locked_by = ${instanceId} and status = 'running'
      returning id`);
    if (result.rows.length > 0) log.info({ jobs: result.rows.length }, 'jobs handed back for another instance or the next start');
  }

  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;
  let isStopped = true;
  /** Set by stop(): the poll under way finishes the job it is running and hands back the rest. */
  let isStopRequested = false;

  function schedule(delayMs: number) {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = runOnce()
        .catch((error: unknown) => {
          log.error({ err: error }, 'job poll failed');
          return 0;
        })
        // a full batch: more may be waiting
        .then((count) => schedule(count >= batchSize ? 0 : pollIntervalMs * (0.8 + Math.random() * 0.4)));
    }, delayMs);
  }

  return {
    instanceId,
    runOnce,
    start() {
      if (!isStopped) return;
      isStopped = false;
      isStopRequested = false;
      schedule(0);
    },
    /**
     * Stops polling and waits for the job under way (it finishes or fails as usual); the jobs this
     * instance claimed and has not begun are handed back.
     */
    async stop() {
      isStopped = true;
      isStopRequested = true;
      clearTimeout(timer);
      await current;
      await handBack().catch((error: unknown) => log.error({ err: error }, 'jobs could not be handed back; their lease runs out'));
      // runOnce() called by hand afterwards (tests, a command) works as before
      isStopRequested = false;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

async function deleteFinishedJobs(db: Database) {
  await db.execute(
    sql`delete from jobs where status in ('done', 'failed') and done_at < now() - ${KEEP_FINISHED_DAYS}::int * interval '1 day'`,
  );
}
