import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tz } from './columns';

/**
 * Background jobs of the server's own runner (server/src/jobs/job-runner.ts,
 * docs/decisions/064-learning-reminders-job-runner.md). Several instances share the table: a job is
 * claimed with FOR UPDATE SKIP LOCKED and leased until locked_until; the dedupe key makes a second
 * enqueue of the same work a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** One job per piece of work, e.g. 'reminder:<userId>:daily:2026-11-25'. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** The account the job is about: deleting the account deletes its jobs. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /**
     * pending: waiting for run_at; running: leased, nothing sent yet; sending: the side effect that must
     * not repeat has started; done; failed: gave up (attempts used, or the outcome of a send is unknown).
     */
    status: text('status').notNull().default('pending'),
    runAt: timestamp('run_at', tz).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', tz),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
    doneAt: timestamp('done_at', tz),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'sending', 'done', 'failed')`),
    // the runner's poll: what is waiting, and what is leased (to find expired leases)
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    index('jobs_user_idx').on(t.userId),
  ],
);
