// npm run lighthouse: Lighthouse 12's performance audit of the production build, mobile preset
// (Moto G Power screen, 4× CPU slowdown, simulated slow 4G: 150 ms RTT, 1.6 Mbit/s), on /login and
// on /dashboard for a signed-in learner with progress. Prints, per page, the performance score,
// FCP, LCP, TBT, CLS, the bytes transferred and the number of requests (median of --runs runs).
//
//   npm run lighthouse [-- --runs 3] [--skip-build] [--pages /login,/dashboard]
//
// A benchmark, not a test: on a shared or small machine the scores move by several points between
// runs (the simulation scales by what it observes), so compare medians of runs on the same machine.
// It builds into web/dist (skip with --skip-build), seeds the demo content and a learner into a fresh
// data folder and runs its own server on a free port, so it does not disturb a running `npm start`.
// Chromium: /usr/bin/chromium or CHROMIUM_PATH, started by chrome-launcher with a debugging port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { seedProgressFixture } from '../e2e/support/progress-fixture';
import { readEnv } from '../server/src/env';
import { openRuntime } from '../server/src/runtime';
import { freePort, localProductionEnv, removeLocalPlatformData, waitForHealth } from './lib/local-platform';

const ROOT = path.resolve(import.meta.dirname, '..');

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    pages: { type: 'string', default: '/login,/dashboard' },
  },
});
const RUNS = Math.max(1, Number(args.runs));
const PAGES = args.pages.split(',').map((page) => page.trim());

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Headless Chromium with a debugging port for Lighthouse (chrome-launcher's flags); German, as the platform's learners. */
function startChromium(userDataDir: string): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=de-DE',
    ],
    userDataDir,
    logLevel: 'error',
  });
}

/** Signs the learner in and returns the session cookies (name and value). */
async function signIn(baseURL: string, credentials: { email: string; password: string }): Promise<{ name: string; value: string }[]> {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(';')[0]!;
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

/**
 * Puts the session cookies into the browser Lighthouse drives (its storage reset keeps cookies and
 * clears the cache, so every audit is still a first load).
 */
async function addCookies(port: number, baseURL: string, cookies: { name: string; value: string }[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseURL })));
  } finally {
    // only this connection: the browser keeps running
    await browser.close();
  }
}

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  kib: number;
  requests: number;
  /** The element the LCP was measured on (its opening tag), to see what a page waits for. */
  lcpElement: string;
}

async function audit(url: string, port: number, attempt = 1): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // NO_NAVSTART and the like happen now and then on a busy machine: try that load again
    if (attempt < 3) return audit(url, port, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: is the learner signed in?`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    kib: value('total-byte-weight') / 1024,
    requests,
    lcpElement: readLcpElement(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

function readLcpElement(details: unknown): string {
  const table = (details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0];
  return table?.items?.[0]?.node?.snippet ?? '–';
}

const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
if (!args['skip-build']) {
  console.log('building web/dist …');
  run(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], process.env);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-lighthouse-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-lighthouse-chromium-'));
const port = await freePort();
const baseURL = `http://localhost:${port}`;
const env = localProductionEnv({ dataDir, port });

let server: ChildProcess | undefined;
let chrome: LaunchedChrome | undefined;
try {
  console.log(`data folder ${dataDir}: loading the demo content and a learner with progress …`);
  run(tsx, ['server/src/cli/seed-demo.ts'], env);
  const runtime = await openRuntime(readEnv(env));
  const learner = await seedProgressFixture(runtime).finally(() => runtime.close());
  // start.mjs would rebuild when a source is newer than web/dist; the build above is the one to measure
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForHealth(baseURL, server, 180_000);
  const cookies = await signIn(baseURL, learner);

  chrome = await startChromium(profileDir);
  const rows: { page: string; figures: Figures }[] = [];
  // the public pages first, signed out; then the learner signs in for the others
  const publicPages = new Set(['/login', '/register', '/reset-password', '/impressum', '/datenschutz']);
  const ordered = [...PAGES.filter((page) => publicPages.has(page)), ...PAGES.filter((page) => !publicPages.has(page))];
  let signedIn = false;
  for (const page of ordered) {
    if (!publicPages.has(page) && !signedIn) {
      await addCookies(chrome.port, baseURL, cookies);
      signedIn = true;
    }
    const runs: Figures[] = [];
    // one unmeasured load warms the server (first answers, file cache) so it does not count
    await audit(`${baseURL}${page}`, chrome.port);
    for (let index = 0; index < RUNS; index++) {
      const figures = await audit(`${baseURL}${page}`, chrome.port);
      console.log(`${page} run ${index + 1}: score ${figures.score}, LCP ${Math.round(figures.lcp)} ms, ${figures.kib.toFixed(1)} KiB`);
      runs.push(figures);
    }
    const keys = (Object.keys(runs[0]!) as (keyof Figures)[]).filter((key) => key !== 'lcpElement');
    const medians = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key] as number))]));
    rows.push({ page, figures: { ...medians, lcpElement: runs[0]!.lcpElement } as Figures });
  }

  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset, simulated slow 4G; median of ${RUNS} run(s), ${os.cpus().length} CPU(s)`,
  );
  const header = ['page', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'KiB', 'requests'];
  console.log(header.map((cell, i) => (i === 0 ? cell.padEnd(12) : cell.padStart(9))).join(''));
  for (const { page, figures } of rows) {
    const cells = [
      String(figures.score),
      (figures.fcp / 1000).toFixed(2),
      (figures.lcp / 1000).toFixed(2),
      String(Math.round(figures.tbt)),
      figures.cls.toFixed(3),
      figures.kib.toFixed(1),
      String(figures.requests),
    ];
    console.log([page.padEnd(12), ...cells.map((cell) => cell.padStart(9))].join(''));
  }
  for (const { page, figures } of rows) console.log(`LCP element of ${page}: ${figures.lcpElement}`);
} finally {
  chrome?.kill();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  removeLocalPlatformData(dataDir);
  fs.rmSync(profileDir, { recursive: true, force: true });
}

function lighthouseVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
