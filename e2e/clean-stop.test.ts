// `npm start` stopped as an operator or a process manager stops it, during a burst of answers: the
// whole process tree ends, every answer the server acknowledged is in the database, the ones it
// refused while stopping carry Retry-After, and the next start finds the data folder free.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../server/src/accounts/admin-accounts';
import { insertCredentialUser } from '../server/src/accounts/credential-user';
import { seedDemoContent } from '../server/src/cli/demo-content/seed-demo-content';
import { profiles, quizQuestions, quizUserAttempts, userPermissions } from '../server/src/db/schema';
import { readEnv } from '../server/src/env';
import { openRuntime } from '../server/src/runtime';
import { waitFor } from '../server/src/test/wait-for';
import { freePort, localProductionEnv, removeLocalPlatformData } from '../scripts/lib/local-platform';

const ROOT = path.resolve(import.meta.dirname, '..');
const LEARNER = { email: 'stop-learner@example.org', password: 'stop-geheim-123' };

let dataDir: string;
let env: NodeJS.ProcessEnv;
let baseURL: string;
let learnerId: string;
let questions: Array<{ id: string; option: string }>;
const started: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpu-stop-'));
  const port = await freePort();
  baseURL = `http://localhost:${port}`;
  env = localProductionEnv({ dataDir, port });
  // the content and a learner who may answer, written before the server holds the embedded database
  const runtime = await openRuntime(readEnv({ ...env, LOG_LEVEL: 'warn' }));
  try {
    await seedDemoContent(runtime);
    learnerId = await insertCredentialUser(runtime.db, {
      email: LEARNER.email,
      passwordHash: await hashPassword(runtime.auth, LEARNER.password),
      role: 'user',
      mpuReasons: ['alcohol'],
    });
    await runtime.db.update(profiles).set({ tourSeenAt: new Date(), healthDataConsentAt: new Date() }).where(eq(profiles.id, learnerId));
    await runtime.db
      .update(userPermissions)
      .set({ allowed: true })
      .where(and(eq(userPermissions.userId, learnerId), eq(userPermissions.page, 'courses')));
    const rows = await runtime.db.select({ id: quizQuestions.id, options: quizQuestions.options }).from(quizQuestions).limit(40);
    questions = rows.map((row) => ({ id: row.id, option: row.options[0]! }));
  } finally {
    await runtime.close();
  }
});

afterAll(() => {
  // whatever a failed test left: the whole group, the server included
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  removeLocalPlatformData(dataDir);
});

/** `npm start` as an operator types it; resolves with npm's process and the server's pid (from the data folder's lock). */
async function npmStart() {
  // its own process group, as a terminal gives it: a signal to the group reaches npm, its shell and node
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  started.push(npm);
  await waitFor(
    `${baseURL}/api/ready`,
    async () => {
      if (npm.exitCode !== null) throw new Error(`npm start exited with code ${npm.exitCode}`);
      return (await fetch(`${baseURL}/api/ready`).catch(() => undefined))?.ok ?? false;
    },
    { timeoutMs: 180_000, intervalMs: 250 },
  );
  const serverPid = Number(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8'));
  expect(serverPid).not.toBe(npm.pid);
  return { npm, serverPid };
}

/** An answer whose body is sent in two parts: `finish` sends the rest and resolves with the status. */
function slowAnswer(question: { id: string; option: string }, cookie: string) {
  const body = JSON.stringify({ selected: [question.option] });
  const request = http.request(`${baseURL}/api/quiz/questions/${question.id}/answer`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: baseURL, cookie },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  return {
    finish: () => {
      request.end(body.slice(5));
      return status;
    },
  };
}

/** The server's own count of requests it let in and has not answered (GET /metrics, from this machine). */
async function requestsUnderWay(): Promise<number> {
  const text = await (await fetch(`${baseURL}/metrics`)).text();
  return Number(/^mpu_http_requests_under_way (\S+)$/m.exec(text)?.[1]);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function signIn(): Promise<string> {
  const response = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(LEARNER),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

it(
  'SIGTERM to npm start during a burst of answers: the tree ends, nothing acknowledged is lost, the next start finds no lock',
  { timeout: 300_000 },
  async () => {
    const { npm, serverPid } = await npmStart();
    const cookie = await signIn();
    const answer = (question: { id: string; option: string }) =>
      fetch(`${baseURL}/api/quiz/questions/${question.id}/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL, cookie },
        body: JSON.stringify({ selected: [question.option] }),
      });
    // the questions of the learner's reason (the others answer 404); these first answers count too
    let acknowledged = 0;
    const inScope: typeof questions = [];
    for (const question of questions) {
      const response = await answer(question);
      await response.arrayBuffer();
      if (response.status !== 200) continue;
      acknowledged++;
      inScope.push(question);
    }
    expect(inScope.length).toBeGreaterThanOrEqual(4);

    const refusals: Array<{ status: number; retryAfter: string | null }> = [];
    let isSignalSent = false;
    /** Answers one after another until the server no longer takes connections. */
    async function answerer(offset: number) {
      for (let i = offset; ; i++) {
        let response: Response;
        try {
          response = await answer(inScope[i % inScope.length]!);
        } catch {
          // refused or cut before an answer: not acknowledged; after the signal the server is going away
          if (isSignalSent) return;
          throw new Error('a request failed before the stop');
        }
        await response.arrayBuffer();
        if (response.status === 200) acknowledged++;
        else refusals.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      }
    }
    // an answer under way when the signal comes: its body arrives slowly; the server has let it in before the burst
    // starts (with the burst running, its count could not tell this request from the others)
    const slow = slowAnswer(inScope[0]!, cookie);
    await waitFor('the slow answer to be under way', async () => (await requestsUnderWay()) === 1);
    const burst = Promise.all([0, 1, 2, 3].map((offset) => answerer(offset)));
    const before = acknowledged;
    await waitFor('40 more acknowledged answers', () => acknowledged >= before + 40, { timeoutMs: 60_000 });
    // as `kill <pid of npm>`, a process manager or `docker stop` sends it
    isSignalSent = true;
    npm.kill('SIGTERM');
    await waitFor('/api/ready to say stopping', async () => {
      const ready = await fetch(`${baseURL}/api/ready`);
      return ready.status === 503 && ((await ready.json()) as { status: string }).status === 'stopping';
    });
    // a new request while the one under way holds the stop: told to come back, not taken
    const late = await answer(inScope[1]!);
    expect({ status: late.status, retryAfter: late.headers.get('retry-after') }).toEqual({ status: 503, retryAfter: '5' });
    expect(await late.json()).toMatchObject({ error: { code: 'SHUTTING_DOWN' } });
    // the one under way finishes and is acknowledged
    expect(await slow.finish()).toBe(200);
    acknowledged++;
    await burst;
    await waitFor('the server process to end', () => !isAlive(serverPid), { timeoutMs: 30_000, intervalMs: 100 });
    await waitFor('npm to end', () => npm.exitCode !== null || npm.signalCode !== null, { timeoutMs: 30_000, intervalMs: 100 });

    // while stopping, new requests were told to come back; nothing else went wrong
    for (const refusal of refusals) expect(refusal).toEqual({ status: 503, retryAfter: '5' });
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);

    // the next start takes the data folder (openRuntime locks it as the server does) and finds every acknowledged answer
    const runtime = await openRuntime(readEnv({ ...env, LOG_LEVEL: 'warn' }));
    try {
      const attempts = await runtime.db
        .select({ id: quizUserAttempts.id })
        .from(quizUserAttempts)
        .where(eq(quizUserAttempts.userId, learnerId));
      expect(attempts).toHaveLength(acknowledged);
    } finally {
      await runtime.close();
    }
  },
);

it('Ctrl+C in a terminal (SIGINT to the whole process group) ends npm start and the server', { timeout: 300_000 }, async () => {
  const { npm, serverPid } = await npmStart();
  process.kill(-npm.pid!, 'SIGINT');
  await waitFor('the server process to end', () => !isAlive(serverPid), { timeoutMs: 30_000, intervalMs: 100 });
  await waitFor('npm to end', () => npm.exitCode !== null || npm.signalCode !== null, { timeoutMs: 30_000, intervalMs: 100 });
  expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
});

it('npm killed outright (SIGKILL): the server still stops cleanly, and the next start comes up', { timeout: 300_000 }, async () => {
  const first = await npmStart();
  first.npm.kill('SIGKILL');
  await waitFor('the server process to end', () => !isAlive(first.serverPid), { timeoutMs: 30_000, intervalMs: 100 });
  expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
  const second = await npmStart();
  expect(await (await fetch(`${baseURL}/api/ready`)).json()).toEqual({ status: 'ready' });
  process.kill(-second.npm.pid!, 'SIGTERM');
  await waitFor('the second server to end', () => !isAlive(second.serverPid), { timeoutMs: 30_000, intervalMs: 100 });
});
