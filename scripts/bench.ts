// npm run bench: starts the production server (DATABASE_URL, else an embedded database in a fresh
// folder), then measures with autocannon (a) a bare Node.js HTTP server answering fixed JSON and
// (b) the platform's signed-in hot path, and prints requests/s, p50, p99, errors and the ratio b/a.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3456);
const BASE = `http://localhost:${PORT}`;
const BENCH_USER = { email: 'bench-admin@example.org', password: 'bench-geheim-123' };

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors };
}

function startBareServer(): Promise<http.Server> {
  const body = JSON.stringify({ status: 'ok', database: 'none' });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

const dataDir = process.env.DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-bench-'));
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(PORT),
  APP_URL: BASE,
  LOG_LEVEL: 'warn',
  ...(dataDir ? { DATA_DIR: dataDir } : {}),
};
const admin = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/cli/admin-create.ts', '--email', BENCH_USER.email, '--password', BENCH_USER.password], {
  cwd: ROOT,
  env,
  encoding: 'utf8',
});
if (admin.status !== 0) throw new Error(admin.stderr);

const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
try {
  await waitForHealth();
  const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(BENCH_USER),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!signIn.ok || !cookie) throw new Error(`bench sign-in failed: ${signIn.status}`);

  const bare = await startBareServer();
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const figures: Figures[] = [];
  figures.push(await measure('(a) bare node:http, fixed JSON', bareUrl));
  bare.close();
  figures.push(await measure('(b) GET /api/me (signed in)', `${BASE}/api/me`, { cookie }));
  figures.push(await measure('(c) GET /api/health', `${BASE}/api/health`));

  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  console.log(`\nnpm run bench — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, ${database}, ${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log('| target | requests/s | p50 ms | p99 ms | errors | ratio to (a) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const ratio = (f.rps / figures[0]!.rps).toFixed(2);
    console.log(`| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${ratio} |`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
