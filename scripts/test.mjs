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

/** A warning nobody scrolls past: a frame around the lines. */
function box(lines) {
  const width = Math.max(...lines.map((line) => line.length));
  const edge = `+${'-'.repeat(width + 2)}+`;
  return [edge, ...lines.map((line) => `| ${line.padEnd(width)} |`), edge].join('\n');
}

const isCi = Boolean(process.env.CI);
const postgres = await isPostgresReachable();
if (!postgres && isCi) {
  // CI promises both databases: a run without PostgreSQL must not pass as green
  console.error(
    `PostgreSQL does not answer at ${DATABASE_URL} (CI is set): the API tests must run on PostgreSQL in CI. Start it or set TEST_DATABASE_URL.`,
  );
  process.exit(1);
}
if (postgres) console.log(`PostgreSQL answers at ${DATABASE_URL}: the API tests run on PGlite and on PostgreSQL.`);
else {
  console.warn(
    box([
      `WARNING: PostgreSQL does not answer at ${DATABASE_URL}.`,
      'The API tests run on PGlite only; the PostgreSQL step is NOT run.',
      'Start PostgreSQL or set TEST_DATABASE_URL to test both databases.',
    ]),
  );
}
ensureChromium();

const steps = [
  ['unit', ['--project', 'unit']],
  ['api (PGlite)', ['--project', 'api']],
  ...(postgres ? [['api (PostgreSQL)', ['--project', 'api-postgres']]] : []),
  ['e2e (Chromium)', ['--project', 'e2e']],
];

const failed = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds per step, and every file's own time, for the summary that shows where the time goes. */
const stepSeconds = [];
const fileTimes = [];
/** Test files that failed as a whole (did not load, or a hook outside any test threw). */
const brokenFiles = [];
/** The failed tests by name: the end of the output is what a CI log shows. */
const failedTests = [];
/** Tests that failed once and passed when run again (the e2e step retries once): flaky, to be fixed. */
const secondTries = [];
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-test-'));
const started = Date.now();
for (const [index, [name, args]] of steps.entries()) {
  console.log(`\n▶ ${name}`);
  const report = path.join(reportDir, `${index}.json`);
  const stepStarted = Date.now();
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: DATABASE_URL } },
  );
  stepSeconds.push([name, Math.round((Date.now() - stepStarted) / 1000)]);
  if (result.status !== 0) failed.push(name);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    // a file that fails to load has no failed test, only a failed suite: count it as a failure
    for (const file of json.testResults ?? []) {
      if (file.endTime > file.startTime)
        fileTimes.push({ step: name, file: path.relative(ROOT, file.name), seconds: (file.endTime - file.startTime) / 1000 });
      const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failures) {
        const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0];
        failedTests.push(`${name}: ${path.relative(ROOT, file.name)} > ${test.fullName}${reason ? `\n      ${reason}` : ''}`);
      }
      for (const test of (file.assertionResults ?? []).filter((t) => t.status === 'passed' && t.failureMessages?.length > 0)) {
        const reason = String(test.failureMessages[0]).split('\n')[0];
        secondTries.push(`${name}: ${path.relative(ROOT, file.name)} > ${test.fullName}\n      first try: ${reason}`);
      }
      const hasFailedTest = failures.length > 0;
      if (file.status === 'failed' && !hasFailedTest) {
        totals.failed += 1;
        const firstLine = String(file.message ?? '').split('\n')[0];
        brokenFiles.push(`${name}: ${path.relative(ROOT, file.name)}${firstLine ? ` (${firstLine})` : ''}`);
      }
    }
  } else {
    totals.failed += 1; // the step did not even report (e.g. its setup failed)
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\nTime per step: ${stepSeconds.map(([name, s]) => `${name} ${s} s`).join(', ')}`);
console.log('Slowest files:');
for (const { step, file, seconds: s } of fileTimes.sort((a, b) => b.seconds - a.seconds).slice(0, 5)) {
  console.log(`  ${s.toFixed(1).padStart(6)} s  ${file} (${step})`);
}
console.log(`\n${failed.length === 0 ? 'All test steps passed' : `Failed steps: ${failed.join(', ')}`} in ${seconds} s.`);
if (secondTries.length > 0)
  console.log(`Passed only on the second try (flaky: fix them):\n${secondTries.map((t) => `  - ${t}`).join('\n')}`);
if (failedTests.length > 0) console.log(`Failed tests:\n${failedTests.map((t) => `  - ${t}`).join('\n')}`);
if (brokenFiles.length > 0)
  console.log(`Test files that failed to load or run (each counted as one failure):\n${brokenFiles.map((f) => `  - ${f}`).join('\n')}`);
console.log(postgres ? `PostgreSQL: run (${DATABASE_URL})` : `PostgreSQL: not run (nothing answered at ${DATABASE_URL})`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length === 0 && totals.failed === 0 ? 0 : 1);
