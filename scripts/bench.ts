// npm run bench: starts the production server against DATABASE_URL (PostgreSQL) or the embedded
// database in DATA_DIR, then measures with autocannon (a) a bare Node.js HTTP server answering a
// fixed JSON body, (h) GET /api/health (one `select 1`), (m) GET /api/me (the session lookup),
// (b) GET /api/dashboard, (q) GET /api/quiz/hub (with the traffic lights) and (r) the next "Wiederholen" round for a rotating set of seeded users and (c) quiz answer
// writes (POST /api/quiz/questions/{id}/answer) by the same users, (s) the start of a question round
// (POST /api/quiz/rounds, random, replacing the running one) by the same users and (w) answers inside
// rounds (POST /api/quiz/rounds/{id}/answers) by 2,800 other seeded learners, each answering its
// round of all questions once, and times (d) the admin's CSV import of a 10,000-row Windows-1252 file. Prints requests/s, p50, p99, errors and the ratio to (a).
// Fill the database first with
//   npm run seed:load -- --users 10000 --attempts 1000000
// The attempts (c) writes stay in the database (attempts of load users); (d) deletes what it imports.
// `npm run bench -- --only c,r` measures (a) and the named rows only. (w) needs the sessions of
// seed:load's round learners (load-session-201 …, BENCH_ROUND_SESSIONS); the rounds it answers stay.
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readEnv } from '../server/src/env';
import { resolveAuthSecret } from '../server/src/auth-secret';
import { CSV_ROWS, measureCsvImport } from './lib/bench-csv';
import { measure, sessionCookie, type Figures } from './lib/bench-http';
import { prepareAnswerRequests } from './lib/bench-quiz';
import { prepareRoundAnswers, roundStartRequest } from './lib/bench-rounds';
import { BENCH_ROUND_SESSIONS } from '../server/src/cli/bench-sessions';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
/** Seconds of the same load before each row, not counted: JIT, plans and pools as a server runs. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3456);
const BASE = `http://localhost:${PORT}`;
const SESSIONS = 200; // seed:load creates load-session-1 … load-session-200
const ADMIN_SESSION = 'load-admin-session'; // seed:load's admin, for the CSV import
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1]!.split(',') : undefined;
/** Whether a row was asked for; (a), the ratio's base, always runs. */
const wanted = (row: string) => !only || only.includes(row);
const SEED_HINT = 'run npm run seed:load -- --users 10000 --attempts 1000000 first.';

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
// BENCH_SERVER_ARGS passes Node.js options to the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
const serverArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...serverArgs, 'scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), APP_URL: BASE, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(server);
  const cookies = Array.from({ length: SESSIONS }, (_, i) => sessionCookie(`load-session-${i + 1}`, secret));
  const adminCookie = sessionCookie(ADMIN_SESSION, secret);
  const probe = await fetch(`${BASE}/api/dashboard`, { headers: { cookie: cookies[0]! } });
  if (!probe.ok) throw new Error(`No seeded sessions in this database: ${SEED_HINT}`);
  const counts = ((await probe.json()) as { counts: Record<string, number> }).counts;
  const adminProbe = await fetch(`${BASE}/api/admin/quiz/categories`, { headers: { cookie: adminCookie } });
  if (!adminProbe.ok) throw new Error(`No seeded admin session (${ADMIN_SESSION}) in this database: ${SEED_HINT}`);
  const answers = await prepareAnswerRequests(BASE, cookies, adminCookie).catch((error: unknown) => {
    throw new Error(`Cannot prepare the answer writes (${(error as Error).message}): ${SEED_HINT}`);
  });

  const bare = await startBareServer();
  const options = { connections: CONNECTIONS, duration: DURATION, warmup: WARMUP };
  const figures: Figures[] = [];
  figures.push(await measure('(a) bare node:http, fixed JSON', `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, options));
  bare.close();
  if (wanted('h')) figures.push(await measure('(h) GET /api/health, one select 1', `${BASE}/api/health`, options));
  let nextCookie = 0;
  const rotatingUsers = { ...options, next: () => ({ headers: { cookie: cookies[nextCookie++ % cookies.length]! } }) };
  if (wanted('m')) figures.push(await measure(`(m) GET /api/me, ${SESSIONS} rotating users`, `${BASE}/api/me`, rotatingUsers));
  if (wanted('b'))
    figures.push(await measure(`(b) GET /api/dashboard, ${SESSIONS} rotating users`, `${BASE}/api/dashboard`, rotatingUsers));
  if (wanted('q'))
    figures.push(
      await measure(`(q) GET /api/quiz/hub (traffic lights), ${SESSIONS} rotating users`, `${BASE}/api/quiz/hub`, rotatingUsers),
    );
  if (wanted('r')) {
    const url = `${BASE}/api/quiz/questions?mode=review`;
    figures.push(await measure(`(r) GET next due round ("Wiederholen"), ${SESSIONS} rotating users`, url, rotatingUsers));
  }
  let nextAnswer = 0;
  const writes = wanted('c')
    ? await measure(`(c) POST quiz answer, ${SESSIONS} rotating users`, BASE, {
        ...options,
        next: () => answers.requests[nextAnswer++ % answers.requests.length]!,
      })
    : undefined;
  if (writes) figures.push(writes);
  if (wanted('s')) {
    let nextStart = 0;
    const starts = { ...options, next: () => roundStartRequest(BASE, cookies[nextStart++ % cookies.length]!) };
    figures.push(await measure(`(s) POST start a round (random 10), ${SESSIONS} rotating users`, BASE, starts));
  }
  let roundAnswers: Awaited<ReturnType<typeof prepareRoundAnswers>> | undefined;
  let roundWrites: Figures | undefined;
  if (wanted('w')) {
    const roundCookies = Array.from({ length: BENCH_ROUND_SESSIONS }, (_, i) => sessionCookie(`load-session-${SESSIONS + i + 1}`, secret));
    roundAnswers = await prepareRoundAnswers(BASE, roundCookies, adminCookie).catch((error: unknown) => {
      throw new Error(`Cannot prepare the round answers (${(error as Error).message}): ${SEED_HINT}`);
    });
    let nextRoundAnswer = 0;
    const prepared = roundAnswers.requests;
    roundWrites = await measure(`(w) POST answer in a round, ${roundAnswers.learners} learners`, BASE, {
      ...options,
      next: () => prepared[nextRoundAnswer++ % prepared.length]!,
    });
    figures.push(roundWrites);
  }
  const csv = wanted('d') ? await measureCsvImport(BASE, adminCookie) : undefined;
  if (csv) {
    figures.push({
      name: `(d) POST /api/admin/quiz/import, ${CSV_ROWS.toLocaleString('en')}-row cp1252 CSV, median of ${csv.times.length}`,
      rps: `${Math.round(CSV_ROWS / (csv.median / 1000))} rows/s`,
      p50: csv.median,
      p99: Math.max(...csv.times),
      errors: csv.imported.filter((count) => count !== CSV_ROWS).length,
      ok: csv.times.length,
    });
  }

  const database = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite (${env.DATA_DIR})`;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nnpm run bench, ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, Node ${process.version}, ${database}`,
  );
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up; first user's dashboard: ${counts.attempts} attempts, ${counts.questionsTotal} questions in scope\n`,
  );
  console.log('| target | requests/s | p50 ms | p99 ms | errors | ratio to (a) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const f of figures) {
    const ratio = typeof f.rps === 'number' && typeof figures[0]!.rps === 'number' ? (f.rps / figures[0]!.rps).toFixed(2) : '–';
    console.log(`| ${f.name} | ${f.rps} | ${f.p50} | ${f.p99} | ${f.errors} | ${ratio} |`);
  }
  if (writes) {
    console.log(
      `\n(c) wrote ${writes.ok} quiz attempts in the measured seconds, more in the warm-up (they stay: attempts of load users), over ${answers.distinctQuestions} questions, right and wrong selections in turn.`,
    );
  }
  if (roundAnswers && roundWrites) {
    console.log(
      `(w) ${roundWrites.ok} answers in rounds in the measured seconds, of ${roundAnswers.requests.length} prepared (each question of a round once; beyond that they would be refused and counted as errors).`,
    );
  }
  if (csv) {
    console.log(
      `(d) ${(csv.bytes / 1024 / 1024).toFixed(1)} MB per file; wall time per run ${csv.times.join(', ')} ms (p50 = median, p99 = slowest); imported ${csv.imported.join(', ')}; each category deleted again.`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}
