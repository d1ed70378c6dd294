// npm test: every test. Unit, API integration on PGlite (and on PostgreSQL when TEST_DATABASE_URL
// answers), then the browser journeys in Chromium against the production build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureChromium } from './lib/chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function isPostgresReachable() {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

ensureChromium();
const postgres = await isPostgresReachable();
console.log(
  postgres
    ? `PostgreSQL answers at ${DATABASE_URL}: the API tests run on PGlite and on PostgreSQL.`
    : `PostgreSQL does not answer at ${DATABASE_URL}: the API tests run on PGlite only.`,
);

const steps = [
  ['unit', ['--project', 'unit']],
  ['api (PGlite)', ['--project', 'api']],
  ...(postgres ? [['api (PostgreSQL)', ['--project', 'api-postgres']]] : []),
  ['e2e (Chromium)', ['--project', 'e2e']],
];

const failed = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-test-'));
const started = Date.now();
for (const [index, [name, args]] of steps.entries()) {
  console.log(`\n▶ ${name}`);
  const report = path.join(reportDir, `${index}.json`);
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: DATABASE_URL } },
  );
  if (result.status !== 0) failed.push(name);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } else {
    totals.failed += 1; // the step did not even report (e.g. its setup failed)
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n${failed.length === 0 ? 'All test steps passed' : `Failed steps: ${failed.join(', ')}`} in ${seconds} s.`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length === 0 && totals.failed === 0 ? 0 : 1);
