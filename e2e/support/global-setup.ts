// Starts the product the way `npm start` does (production build, embedded database in a fresh data
// folder, mail outbox), once per e2e worker: creates the administrator the journeys sign in with,
// loads the demo content and a learner with known progress (before the server, which then holds the
// database).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/lib/build-if-needed.mjs';
import { freePort, localProductionEnv, removeLocalPlatformData, waitForHealth } from '../../scripts/lib/local-platform';
import { createOrPromoteAdmin } from '../../server/src/accounts/admin-accounts';
import { seedDemoContent } from '../../server/src/cli/demo-content/seed-demo-content';
import { readEnv } from '../../server/src/env';
import { openRuntime } from '../../server/src/runtime';
import { seedProgressFixture } from './progress-fixture';
import { clockFile } from './server-clock';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-geheim-123' };

/** One platform per e2e worker: journeys that add or remove shared content (a course, a term) never meet. */
export const E2E_SERVERS = 2;

export interface E2eServer {
  baseURL: string;
  dataDir: string;
  /** A learner with known progress on the demo content (figures in e2e/dashboard.test.ts). */
  progressLearner: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Worker n (VITEST_POOL_ID) uses server n (e2e/support/browser.ts, e2eServer). */
    servers: E2eServer[];
    admin: { email: string; password: string };
  }
}

/**
 * The data folder every platform starts from: the administrator, the demo content and the learner
 * with known progress, written by this process through one runtime (the server code, as the
 * operator commands run it) and then copied for each worker's platform.
 */
async function prepareDataDir(): Promise<{ dataDir: string; progressLearner: E2eServer['progressLearner'] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-e2e-seed-'));
  const runtime = await openRuntime(readEnv({ ...localProductionEnv({ dataDir, port: await freePort() }), LOG_LEVEL: 'warn' }));
  try {
    await createOrPromoteAdmin(runtime.db, runtime.auth, E2E_ADMIN);
    await seedDemoContent(runtime);
    const progressLearner = await seedProgressFixture(runtime);
    return { dataDir, progressLearner };
  } finally {
    await runtime.close();
  }
}

async function startServer(seed: Awaited<ReturnType<typeof prepareDataDir>>): Promise<E2eServer & { stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-e2e-'));
  fs.cpSync(seed.dataDir, dataDir, { recursive: true });
  const { progressLearner } = seed;
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...localProductionEnv({ dataDir, port }),
    // every browser context sends its own X-Forwarded-For, so the journeys do not share one rate-limit bucket
    TRUST_PROXY: 'true',
  };

  // a clock the journeys that span days can move forward (e2e/support/shifted-clock.mjs)
  const shiftedClock = path.join(ROOT, 'e2e/support/shifted-clock.mjs');
  const server = spawn(process.execPath, ['--import', shiftedClock, 'scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...env, E2E_CLOCK_FILE: clockFile(dataDir) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, server, 180_000);
  return {
    baseURL,
    dataDir,
    progressLearner,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      removeLocalPlatformData(dataDir);
    },
  };
}

export default async function setup(project: TestProject) {
  // once, before the servers start: each would otherwise build a stale web/dist at the same time
  buildIfNeeded();
  const seed = await prepareDataDir();
  const servers = await Promise.all(Array.from({ length: E2E_SERVERS }, () => startServer(seed)));
  removeLocalPlatformData(seed.dataDir);
  project.provide(
    'servers',
    servers.map(({ baseURL, dataDir, progressLearner }) => ({ baseURL, dataDir, progressLearner })),
  );
  project.provide('admin', E2E_ADMIN);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
