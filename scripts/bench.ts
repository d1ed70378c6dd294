// npm run bench: starts the production server against DATABASE_URL (PostgreSQL) or the embedded
// database in DATA_DIR, then measures with autocannon (a) a bare Node.js HTTP server answering a
// fixed JSON body and (b) GET /api/dashboard for a rotating set of seeded users, and prints
// requests/s, p50, p99, errors and the ratio b/a. Fill the database first with
//   npm run seed:load -- --users 10000 --attempts 1000000
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { readEnv } from '../server/src/env';
import { resolveAuthSecret } from '../server/src/runtime';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3456);
const BASE = `http://localhost:${PORT}`;
const SESSIONS = 200; // seed:load creates load-session-1 … load-session-200

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** better-auth's session cookie: the token, signed with HMAC-SHA256 under the auth secret. */
function sessionCookie(token: string, secret: string): string {
  const signature = crypto.createHmac('sha256', secret).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

async function measure(name: string, url: string, cookies: string[] = []): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        setupRequest: (request) => {
          if (cookies.length) request.headers = { ...request.headers, cookie: cookies[next++ % cookies.length]! };
          return request;
        },
      },
    ],
  });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

function startBareServer(): Promise<http.Server> {
  const body = JSON.stringify({ status: 'ok', database: 'none' });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(server: ReturnType<typeof spawn>) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server exited; is another process using the database?');
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const env = readEnv();
const secret = resolveAuthSecret(env);
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), APP_URL: BASE, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(server);
  const cookies = Array.from({ length: SESSIONS }, (_, i) => sessionCookie(`load-session-${i + 1}`, secret));
  const probe = await fetch(`${BASE}/api/dashboard`, { headers: { cookie: cookies[0]! } });
  if (!probe.ok) {
    throw new Error('No seeded sessions in this database: run npm run seed:load -- --users 10000 --attempts 1000000 first.');
  }
  const counts = ((await probe.json()) as { counts: Record<string, number> }).counts;

  const bare = await startBareServer();
  const figures: Figures[] = [];
  figures.push(await measure('(a) bare node:http, fixed JSON', `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`));
  bare.close();
  figures.push(await measure(`(b) GET /api/dashboard, ${SESSIONS} rotating users`, `${BASE}/api/dashboard`, cookies));

  const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${env.DATA_DIR})`;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nnpm run bench, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, Node ${process.version}, ${database}`,
  );
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each; first user's dashboard: ${counts.attempts} attempts, ${counts.questionsTotal} questions in scope\n`,
  );
  console.log('| target | requests/s | p50 ms | p99 ms | errors | ratio to (a) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    console.log(`| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${(f.rps / figures[0]!.rps).toFixed(2)} |`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
