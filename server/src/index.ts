import type http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { DataDirLockedError } from './db/lock';
import { readEnv } from './env';
import { prepareFirstStart } from './first-start';
import { startBackgroundJobs } from './background-jobs';
import { formatStartBanner, describeStart } from './console/start-banner';
import { startBackupSocket } from './features/backup/backup-socket';
import { backupSourcesOf, parseBackupKeep, parseBackupSchedule } from './features/backup/backup.service';
import { createLifecycle, watchStarter } from './lifecycle';
import { isTerminal, openRuntime } from './runtime';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = readEnv();

async function main() {
  const started = performance.now();
  const runtime = await openRuntime(env).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const { logger, db, auth } = runtime;

  const bannerLines = await prepareFirstStart(runtime, env);
  // in a terminal these lines are part of the start banner
  if (bannerLines.length > 0 && !isTerminal()) {
    const line = '='.repeat(72);
    console.log(`\n${line}\n${bannerLines.join('\n')}\n${line}\n`);
  }

  const lifecycle = createLifecycle();
  const backupSources = backupSourcesOf(runtime, env);
  const backups = { dir: env.BACKUP_DIR, schedule: parseBackupSchedule(env.BACKUP_SCHEDULE, runtime.kind) };
  // npm run backup asks this server while it holds the embedded database (docs/decisions/087-backups.md)
  const closeBackupSocket =
    runtime.kind === 'pglite'
      ? await startBackupSocket({ dataDir: env.DATA_DIR, dir: env.BACKUP_DIR, sources: backupSources, logger })
      : async () => {};
  const app = createApp({
    ...runtime,
    config: {
      appUrl: env.APP_URL,
      signupEnabled: env.SIGNUP_ENABLED,
      trustedOrigins: env.TRUSTED_ORIGINS,
      backups,
      videoCallBaseUrl: env.VIDEO_CALL_BASE_URL,
    },
    databaseKind: runtime.kind,
    webDistDir: env.NODE_ENV === 'production' ? path.join(ROOT, 'web/dist') : undefined,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    databasePool: runtime.pool,
    quietRequests: isTerminal(),
    lifecycle,
  });

  const jobs = startBackgroundJobs({
    db,
    auth,
    logger,
    mailer: runtime.mailer,
    appUrl: env.APP_URL,
    pollIntervalMs: env.JOB_POLL_INTERVAL_MS,
    backup: { ...backups, sources: backupSources, keep: parseBackupKeep(env.BACKUP_KEEP) },
  });

  const server = serve(
    {
      fetch: app.fetch,
      port: env.PORT,
      hostname: env.HOST,
      // an admin's 2 GB video upload on a slow line takes longer than Node's default 5 minutes
      serverOptions: { requestTimeout: 2 * 60 * 60 * 1000 },
    },
    (info) => {
      const ms = Math.round(performance.now() - started);
      if (isTerminal()) {
        console.log(
          formatStartBanner({ env, startupMs: ms, notes: bannerLines, backupDir: backups.dir, backupSchedule: backups.schedule }),
        );
        return;
      }
      const { url: _url, ...where } = describeStart({ env, backupDir: backups.dir, backupSchedule: backups.schedule });
      logger.info(
        { port: info.port, database: runtime.kind, ai: runtime.ai.kind, startupMs: ms, where },
        `MPU platform listening on ${env.APP_URL}`,
      );
    },
  ) as http.Server;

  /**
   * New requests get 503 at once, the ones under way finish (up to STOP_TIMEOUT_MS), the job runner
   * hands back the jobs it has not begun, then the database closes (its lock with it).
   */
  let isStopping = false;
  const stop = async (reason: string) => {
    // Ctrl+C reaches npm, its shell and this process alike: the second signal changes nothing
    if (isStopping) return;
    isStopping = true;
    lifecycle.beginStop();
    logger.info({ reason }, 'stopping: new requests get 503, requests under way finish');
    // whatever hangs, the process ends (the data folder's lock goes with it: server/src/db/lock.ts)
    setTimeout(() => {
      logger.error('the stop took too long; ending the process');
      process.exit(1);
    }, env.STOP_TIMEOUT_MS + 10_000).unref();
    const jobsStopped = Promise.all([jobs.stop(), closeBackupSocket()]);
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => (timeout = setTimeout(() => resolve(true), env.STOP_TIMEOUT_MS)));
    // still listening while requests under way finish: a request that arrives meanwhile gets 503 with
    // Retry-After instead of a refused connection
    await Promise.race([lifecycle.whenIdle(), timedOut]);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // a kept-alive connection whose request just finished is closed as soon as it is idle
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    if (await Promise.race([closed.then(() => false), timedOut])) {
      logger.warn({ stopTimeoutMs: env.STOP_TIMEOUT_MS }, 'requests still under way at the stop timeout: their connections are closed');
      server.closeAllConnections();
      await closed;
    }
    clearTimeout(timeout);
    clearInterval(idleSweep);
    await jobsStopped;
    await runtime.close();
    logger.info('stopped');
    process.exit(0);
  };
  const onSignal = (signal: NodeJS.Signals) => void stop(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  watchStarter((reason) => void stop(reason));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
