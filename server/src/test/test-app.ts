// A real platform for API integration tests: a fresh database per test file (in-memory PGlite, or a
// new database on the PostgreSQL server when TEST_DB=postgres), mail over SMTP to a real receiver.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app';
import { createBackgroundJobs } from '../background-jobs';
import type { JobRunner } from '../jobs/job-runner';
import type { AppConfig } from '../middleware/context';
import { createAuth } from '../auth';
import type { AiEngine } from '../ai-engine';
import { createLlmEngine } from '../features/ai/llm-engine';
import { createOfflineEngine } from '../features/ai/offline-engine';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createLifecycle } from '../lifecycle';
import { LOG_OPTIONS } from '../logging';
import { createMailer } from '../mail/mailer';
import { createLocalMediaStorage } from '../media/local-media-storage';
import { memoizedPassword } from './password-memo';
import { startSmtpReceiver } from './smtp-receiver';
import { TestClient } from './test-client';

export const TEST_APP_URL = 'http://localhost:3000';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type TestDatabase = DatabaseHandle & { url?: string };

async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    // a copy of the migrated empty database the run made once (server/src/test/pglite-template.setup.ts)
    const template = await fs.promises.readFile(inject('pgliteTemplate'));
    return openDatabase({ memory: true, loadDataDir: new Blob([template]) });
  }
  const name = `mpu_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // a test database is thrown away after the file: commits need not wait for the disk
  await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The model endpoint for the AI routes (a fake OpenAI server: server/src/test/fake-openai.ts), or an engine of the test's own. */
export type TestAiOptions = { baseURL: string; apiKey: string; model?: string; timeoutMs?: number } | { engine: AiEngine };

function testAiEngine(options: TestAiOptions | undefined): AiEngine {
  if (!options) return createOfflineEngine();
  if ('engine' in options) return options.engine;
  return createLlmEngine({ model: 'test-model', ...options });
}

export async function startTestPlatform(
  options: {
    signupEnabled?: boolean;
    logLines?: Array<Record<string, unknown>>;
    trustedOrigins?: string[];
    /** Unset: the offline engine with the built-in interview bank. */
    ai?: TestAiOptions;
    /**
     * A second instance of a platform on PostgreSQL: its own connections to the same database, the same
     * secret and mail server, as two servers behind a load balancer. Closing it leaves them to the first.
     */
    sameDatabaseAs?: { databaseUrl?: string; secret: string; smtp: Awaited<ReturnType<typeof startSmtpReceiver>> };
    /** METRICS_TOKEN: GET /metrics answers this Bearer token (unset: requests from 127.0.0.1 only). */
    metricsToken?: string;
    /** The backup folder and schedule the admin console reports on. */
    backups?: AppConfig['backups'];
    /** VIDEO_CALL_BASE_URL of the platform under test. */
    videoCallBaseUrl?: string;
  } = {},
) {
  const first = options.sameDatabaseAs;
  if (first && !first.databaseUrl) throw new Error('a second instance needs a platform on PostgreSQL (TEST_DB=postgres)');
  const database: TestDatabase = first ? await openDatabase({ url: first.databaseUrl! }) : await openTestDatabase();
  const smtp = first ? first.smtp : await startSmtpReceiver();
  // a test that reads the log gets every line (parsed); otherwise the log is silent unless TEST_LOG_LEVEL
  const logLines = options.logLines;
  const logger = logLines
    ? pino({ ...LOG_OPTIONS, level: 'debug' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) })
    : pino({ ...LOG_OPTIONS, level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'MPU-Vorbereitung <test@localhost>', outboxDir: '/dev/null', logger });
  const secret = first?.secret ?? crypto.randomBytes(32).toString('hex');
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    appUrl: TEST_APP_URL,
    ...(options.trustedOrigins ? { trustedOrigins: options.trustedOrigins } : {}),
    secret,
    password: memoizedPassword,
  });
  const config = {
    appUrl: TEST_APP_URL,
    signupEnabled: options.signupEnabled ?? true,
    trustedOrigins: options.trustedOrigins ?? [TEST_APP_URL],
    ...(options.backups ? { backups: options.backups } : {}),
    ...(options.videoCallBaseUrl ? { videoCallBaseUrl: options.videoCallBaseUrl } : {}),
  };
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-media-'));
  const lifecycle = createLifecycle();
  const media = createLocalMediaStorage(mediaDir);
  const app = createApp({
    db: database.db,
    auth,
    mailer,
    media,
    logger,
    config,
    ai: testAiEngine(options.ai),
    databaseKind: database.kind,
    metricsToken: options.metricsToken,
    databasePool: database.pool,
    lifecycle,
  });
  let ipCounter = 0;
  const runners: JobRunner[] = [];

  return {
    app,
    db: database.db,
    auth,
    smtp,
    media,
    /** The media storage's folder, to check which files exist. */
    mediaDir,
    kind: database.kind,
    /** beginStop() puts the app in the state of a server told to stop (server/src/lifecycle.ts). */
    lifecycle,
    /** The embedded database's copy for a backup (undefined on PostgreSQL). */
    snapshotDataDir: database.snapshotDataDir,
    secret,
    /** The PostgreSQL database's address (undefined on PGlite). */
    databaseUrl: database.url,
    /**
     * This instance's background job runner, as the server starts it (server/src/background-jobs.ts);
     * not started: call runOnce(), or start() it. Stopped when the platform closes.
     */
    jobRunner(runnerOptions: Partial<Parameters<typeof createBackgroundJobs>[0]> = {}) {
      const runner = createBackgroundJobs({
        db: database.db,
        mailer,
        auth,
        logger,
        appUrl: TEST_APP_URL,
        pollIntervalMs: 50,
        ...runnerOptions,
      });
      runners.push(runner);
      return runner;
    },
    /** A browser-like client with its own cookie jar and its own client address. */
    client(ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`) {
      return new TestClient(app, TEST_APP_URL, ip);
    },
    async close() {
      await Promise.all(runners.map((runner) => runner.stop()));
      mailer.close();
      if (!first) await smtp.close();
      await database.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;
