// The figures GET /metrics shows (Prometheus text format, docs/decisions/088-metrics-and-console.md).
// One registry per process: the mailer, the job runner and the AI relay count into it wherever they
// were created. Counters are per instance (Prometheus sums them); the job queue is the shared
// table's, so every instance reports the same figure (use max() across instances).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../db/client';

export const registry = new Registry();

/** Per request one observe: its _count is the request counter, its buckets the durations. */
export const httpRequestDuration = new Histogram({
  name: 'mpu_http_request_duration_seconds',
  help: 'Requests by method, route pattern and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Requests let in and not yet answered (probes and scrapes not counted): what a stop waits for. */
export const httpRequestsUnderWay = new Gauge({
  name: 'mpu_http_requests_under_way',
  help: 'Requests let in and not yet answered (health, readiness and /metrics not counted)',
  registers: [registry],
});

export const mailsSent = new Counter({
  name: 'mpu_mails_sent_total',
  help: 'Mails handed to the SMTP server or written to the outbox folder',
  labelNames: ['transport'] as const,
  registers: [registry],
});

export const mailsRefused = new Counter({
  name: 'mpu_mails_refused_total',
  help: 'Mails the SMTP server refused or that could not be written',
  labelNames: ['transport'] as const,
  registers: [registry],
});

export const jobsFinished = new Counter({
  name: 'mpu_jobs_finished_total',
  help: 'Background job runs by kind and outcome (done, retried, failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export const jobQueue = new Gauge({
  name: 'mpu_job_queue_length',
  help: 'Background jobs not finished, by state (due, scheduled, running, sending); the same on every instance',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const aiCalls = new Counter({
  name: 'mpu_ai_calls_total',
  help: 'Replies of the assistant, the exam trainer and the story interview, by engine and feature',
  labelNames: ['engine', 'feature'] as const,
  registers: [registry],
});

export const aiErrors = new Counter({
  name: 'mpu_ai_errors_total',
  help: 'AI replies that ended in an error, by engine, feature and error code',
  labelNames: ['engine', 'feature', 'code'] as const,
  registers: [registry],
});

const databasePool = new Gauge({
  name: 'mpu_db_pool_connections',
  help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
});

let isCollectingDefaults = false;

/** Memory, CPU, event-loop lag, heap, handles: started with the first app, once per process. */
export function collectProcessMetrics() {
  if (isCollectingDefaults) return;
  isCollectingDefaults = true;
  collectDefaultMetrics({ register: registry });
}

const JOB_STATES = ['due', 'scheduled', 'running', 'sending'] as const;
const JobQueueRowSchema = z.object({ state: z.enum(JOB_STATES), count: z.coerce.number() });

/** The figures read at scrape time: the job queue from its table, the pool's counts. */
export async function updateScrapeTimeFigures({ db, pool }: { db: Database; pool?: pg.Pool }) {
  const result = await db.execute(sql`
    select case when status = 'pending' and run_at <= now() then 'due'
                when status = 'pending' then 'scheduled'
                else status end as state,
           count(*)::int as count
    from jobs where status in ('pending', 'running', 'sending')
    group by 1`);
  const counts = new Map(result.rows.map((row) => JobQueueRowSchema.parse(row)).map((row) => [row.state, row.count]));
  for (const state of JOB_STATES) jobQueue.set({ state }, counts.get(state) ?? 0);
  if (pool) {
    databasePool.set({ state: 'total' }, pool.totalCount);
    databasePool.set({ state: 'idle' }, pool.idleCount);
    databasePool.set({ state: 'waiting' }, pool.waitingCount);
  }
}
