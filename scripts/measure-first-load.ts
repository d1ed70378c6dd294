// Measures a full page load of /dashboard the way a returning administrator sees it: production
// build, a server with the demo content in a fresh data folder, signed in, warm browser cache.
// Reports, per load and as the median: when the readiness card ('MPU-Bereitschaft') became visible
// and when /api/health, /api/me and /api/dashboard were requested (ms after navigation start).
//
//   npx tsx scripts/measure-first-load.ts [--runs 5] [--skip-build] [--path /dashboard --text MPU-Bereitschaft] [--timeline]
//
// --timeline also prints every request of the last load (start and end), to see what waits on what.
//
// It builds into web/dist (skip with --skip-build) and runs its own server on a free port, so it
// does not need, and does not disturb, a running `npm start`. Chromium: /usr/bin/chromium or CHROMIUM_PATH.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, launchChromium, localProductionEnv, removeLocalPlatformData, waitForHealth } from './lib/local-platform';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN = { email: 'measure-admin@example.org', password: 'measure-geheim-123' };

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'skip-build': { type: 'boolean', default: false },
    path: { type: 'string', default: '/dashboard' },
    /** Text that marks the page's content as visible (German). */
    text: { type: 'string', default: 'MPU-Bereitschaft' },
    timeline: { type: 'boolean', default: false },
  },
});
const RUNS = Number(args.runs);
const CONTENT_TEXT = args.text;

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
if (!args['skip-build']) {
  console.log('building web/dist …');
  run(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], process.env);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-measure-'));
const port = await freePort();
const baseURL = `http://localhost:${port}`;
const env = localProductionEnv({ dataDir, port });

let server: ChildProcess | undefined;
try {
  console.log(`data folder ${dataDir}: creating the administrator and the demo content …`);
  run(tsx, ['server/src/cli/admin-create.ts', '--email', ADMIN.email, '--password', ADMIN.password], env);
  run(tsx, ['server/src/cli/seed-demo.ts'], env);
  // start.mjs would rebuild when a source is newer than web/dist; the build above is the one to measure
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHealth(baseURL, server, 180_000);

  const browser = await launchChromium();
  const context = await browser.newContext({ baseURL, locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const signIn = await context.request.post('/api/auth/sign-in/email', { data: ADMIN, headers: { origin: baseURL } });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()}`);
  // the onboarding tour would open over the dashboard
  await context.request.put('/api/me/tour', { headers: { origin: baseURL } });

  // records the moment the content text first appears (a MutationObserver sees it in the same frame)
  // (scripts as strings: tsx would add its __name helper to functions, which the page lacks)
  await context.addInitScript(`
    new MutationObserver(() => {
      if (window.__contentAt === undefined && document.body && document.body.innerText.includes(${JSON.stringify(CONTENT_TEXT)}))
        window.__contentAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  `);

  const page = await context.newPage();
  const rows: Record<string, number>[] = [];
  // two loads to warm the HTTP cache, the server and the V8 code cache, then the measured ones
  for (let index = -2; index < RUNS; index++) {
    await page.goto(args.path, { waitUntil: 'commit' });
    await page.waitForFunction('window.__contentAt !== undefined', undefined, { timeout: 30_000 });
    const row = (await page.evaluate(`(() => {
      const started = (pathname) =>
        performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === pathname)?.startTime ?? NaN;
      return {
        content: window.__contentAt,
        health: started('/api/health'),
        me: started('/api/me'),
        dashboard: started('/api/dashboard'),
        requests: performance.getEntriesByType('resource').length,
      };
    })()`)) as Record<string, number>;
    if (index >= 0) rows.push(row);
  }
  if (args.timeline) {
    const entries = (await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname, start: Math.round(entry.startTime), end: Math.round(entry.responseEnd) }))`)) as {
      name: string;
      start: number;
      end: number;
    }[];
    console.log('\nrequests of the last load (start → end, ms):');
    for (const entry of entries) console.log(`${String(entry.start).padStart(6)} → ${String(entry.end).padStart(4)}  ${entry.name}`);
  }
  await browser.close();

  const columns = ['content', 'health', 'me', 'dashboard', 'requests'] as const;
  const format = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value)));
  console.log(`\n${args.path}, ${RUNS} loads (ms after navigation start; content = '${CONTENT_TEXT}' visible)`);
  console.log(['load', ...columns].map((c) => c.padStart(10)).join(''));
  rows.forEach((row, index) => console.log([String(index + 1), ...columns.map((c) => format(row[c]))].map((c) => c.padStart(10)).join('')));
  console.log(['median', ...columns.map((c) => format(median(rows.map((row) => row[c]!))))].map((c) => c.padStart(10)).join(''));
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  removeLocalPlatformData(dataDir);
}
