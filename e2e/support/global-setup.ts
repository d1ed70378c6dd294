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

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} failed: ${stderr}`))));
  });
}

/**
 * The data folder every platform starts from: the administrator, the demo content and the learner
 * with known progress, made once (three processes that each open the embedded database) and then
 * copied for each worker's platform.
 */
async function prepareDataDir(): Promise<{ dataDir: string; progressLearner: E2eServer['progressLearner'] }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-e2e-seed-'));
  const env = localProductionEnv({ dataDir, port: await freePort() });
  await run(['server/src/cli/admin-create.ts', '--email', E2E_ADMIN.email, '--password', E2E_ADMIN.password], env);
  await run(['server/src/cli/seed-demo.ts'], env);
  const progressLearner = await seedProgressFixture(env);
  return { dataDir, progressLearner };
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
