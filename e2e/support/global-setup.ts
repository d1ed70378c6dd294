// Starts the product the way `npm start` does (production build, embedded database in a fresh data
// folder, mail outbox), creates the administrator the journeys sign in with, loads the demo content
// and a learner with known progress (before the server, which then holds the database).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, localProductionEnv, waitForHealth } from '../../scripts/lib/local-platform';
import { seedProgressFixture } from './progress-fixture';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_ADMIN = { email: 'e2e-admin@example.org', password: 'e2e-geheim-123' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    admin: { email: string; password: string };
    /** A learner with known progress on the demo content (figures in e2e/dashboard.test.ts). */
    progressLearner: { email: string; password: string };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...localProductionEnv({ dataDir, port }),
    // every browser context sends its own X-Forwarded-For, so the journeys do not share one rate-limit bucket
    TRUST_PROXY: 'true',
  };

  const admin = spawnSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['server/src/cli/admin-create.ts', '--email', E2E_ADMIN.email, '--password', E2E_ADMIN.password],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (admin.status !== 0) throw new Error(`admin:create failed: ${admin.stderr}`);

  const seed = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/cli/seed-demo.ts'], { cwd: ROOT, env, encoding: 'utf8' });
  if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stderr}`);
  const progressLearner = await seedProgressFixture(env);

  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHealth(baseURL, server, 180_000);

  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('admin', E2E_ADMIN);
  project.provide('progressLearner', progressLearner);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
