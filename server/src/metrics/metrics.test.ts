// GET /metrics as Prometheus scrapes it: the figures move with the requests, mails and jobs that
// happened between two scrapes; a route shows its pattern, never the ids in the path; without the
// token, or from outside this machine when no token is set, there is nothing to read.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiEngine, AiReplyEvent } from '../ai-engine';
import { askAi } from '../features/ai/ai-test-support';
import { enqueueJob } from '../jobs/job-runner';
import { signInAdmin, signUpVerified } from '../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../test/test-app';
import { waitFor } from '../test/wait-for';

const TOKEN = 'metrics-token-for-the-test-0123456789';

/** A model that answers, except that a question about 'Zeitüberschreitung' runs into its timeout. */
const model: AiEngine = {
  kind: 'llm',
  async *answerAssistant({ messages }) {
    yield* reply(messages.at(-1)?.content ?? '');
  },
  async *answerTrainer({ messages }) {
    yield* reply(messages.at(-1)?.content ?? '');
  },
  async *answerStoryInterview({ messages }) {
    yield* reply(messages.at(-1)?.content ?? '');
  },
};
async function* reply(question: string): AsyncIterable<AiReplyEvent> {
  yield { type: 'meta', meta: { engine: 'llm' } };
  if (question.includes('Zeitüberschreitung')) yield { type: 'error', code: 'AI_TIMEOUT' };
  else yield { type: 'delta', text: 'Eine Antwort.' };
}

/** A request as a scraper sends it: from `ip`, with the given headers, no cookies, no Origin. */
async function scrape(platform: TestPlatform, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return platform.app.request(
    `${TEST_APP_URL}/metrics`,
    { headers: options.headers ?? {} },
    { incoming: { socket: { remoteAddress: options.ip ?? '10.20.30.40', remotePort: 40000 } } },
  );
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k!, v!]));
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

async function readMetrics(platform: TestPlatform) {
  const response = await scrape(platform, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const text = await response.text();
  const samples = parseSamples(text);
  /** The sum of the samples of that name whose labels include `labels`. */
  const sum = (name: string, labels: Record<string, string> = {}) =>
    samples
      .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
      .reduce((total, s) => total + s.value, 0);
  return { text, samples, sum };
}

describe('with METRICS_TOKEN set', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ metricsToken: TOKEN, ai: { engine: model } });
  });
  afterAll(() => platform.close());

  it('counts the requests of a route under its pattern, never under the ids in the path', async () => {
    const admin = await signInAdmin(platform);
    const ids = ['7d1f7c5e-1111-4a4a-8a8a-000000000001', '7d1f7c5e-2222-4a4a-8a8a-000000000002', '7d1f7c5e-3333-4a4a-8a8a-000000000003'];
    const before = await readMetrics(platform);
    const requests = { method: 'GET', route: '/api/courses/:id' };
    for (const id of ids) expect((await admin.client.request('GET', `/api/courses/${id}`)).status).toBe(404);
    expect((await admin.client.request('GET', '/api/courses')).status).toBe(200);
    const after = await readMetrics(platform);

    expect(
      after.sum('mpu_http_request_duration_seconds_count', requests) - before.sum('mpu_http_request_duration_seconds_count', requests),
    ).toBe(3);
    // the counters are the process's: earlier test files in the same worker may have asked the same route
    const notFound = { ...requests, status: '404' };
    expect(
      after.sum('mpu_http_request_duration_seconds_count', notFound) - before.sum('mpu_http_request_duration_seconds_count', notFound),
    ).toBe(3);
    // the list is a route of its own
    const list = { method: 'GET', route: '/api/courses' };
    expect(after.sum('mpu_http_request_duration_seconds_count', list) - before.sum('mpu_http_request_duration_seconds_count', list)).toBe(
      1,
    );
    for (const id of ids) expect(after.text).not.toContain(id);
    // the durations are there for the same route: the slowest bucket (+Inf) holds every request
    const slowest = { ...requests, le: '+Inf' };
    expect(
      after.sum('mpu_http_request_duration_seconds_bucket', slowest) - before.sum('mpu_http_request_duration_seconds_bucket', slowest),
    ).toBe(3);
    // scraping is not counted as traffic
    expect(after.sum('mpu_http_request_duration_seconds_count', { route: '/metrics' })).toBe(0);
  });

  it('shows the requests under way: one whose body is still arriving counts until it is answered', async () => {
    const underWay = async () => (await readMetrics(platform)).sum('mpu_http_requests_under_way');
    const encoder = new TextEncoder();
    let sendRest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"email":"unter-'));
        sendRest = () => {
          controller.enqueue(encoder.encode('wegs@example.org"}'));
          controller.close();
        };
      },
    });
    // a scrape does not count itself
    expect(await underWay()).toBe(0);
    const pending = Promise.resolve(
      platform.app.request(`${TEST_APP_URL}/api/auth/request-password-reset`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
      } as RequestInit),
    );
    await waitFor('the request to be under way', async () => (await underWay()) === 1);
    sendRest();
    expect((await pending).status).toBe(200);
    expect(await underWay()).toBe(0);
  });

  it('counts the mails sent and the ones the mail server refused', async () => {
    const sent = async () => (await readMetrics(platform)).sum('mpu_mails_sent_total', { transport: 'smtp' });
    const refused = async () => (await readMetrics(platform)).sum('mpu_mails_refused_total', { transport: 'smtp' });
    // the counters are the process's: test files before this one in the same worker sent mails too
    const sentAtStart = await sent();
    const learner = await signUpVerified(platform);
    // the verification and the welcome mail; a mail is counted once the server has confirmed it,
    // a moment after the receiver stored it
    await platform.smtp.waitForMail(learner.email, { subject: 'Willkommen' });
    await waitFor('both mails of the sign-up counted', async () => (await sent()) === sentAtStart + 2);
    const sentBefore = await sent();
    const refusedBefore = await refused();

    expect((await platform.client().json('POST', '/api/auth/request-password-reset', { email: learner.email })).status).toBe(200);
    await waitFor('the reset mail counted', async () => (await sent()) > sentBefore);
    expect(await sent()).toBe(sentBefore + 1);
    expect(platform.smtp.mails.at(-1)!.subject).toBe('MPU-Vorbereitung: Passwort zurücksetzen');
    expect(await refused()).toBe(refusedBefore);

    platform.smtp.setRejecting(550);
    try {
      await platform.client().json('POST', '/api/auth/request-password-reset', { email: learner.email });
      await waitFor('the refused mail counted', async () => (await refused()) > refusedBefore);
      expect(await refused()).toBe(refusedBefore + 1);
      expect(await sent()).toBe(sentBefore + 1);
    } finally {
      platform.smtp.setRejecting(undefined);
    }
  });

  it('shows the job queue and counts a failed job run', async () => {
    const before = await readMetrics(platform);
    expect(before.sum('mpu_job_queue_length', { state: 'due' })).toBe(0);
    await enqueueJob(platform.db, { kind: 'no-such-kind', payload: {}, dedupeKey: 'metrics-test-job' });
    expect((await readMetrics(platform)).sum('mpu_job_queue_length', { state: 'due' })).toBe(1);

    // no handler for its kind: the run fails and the job waits for its retry
    await platform.jobRunner({ enqueueIntervalMs: 60 * 60_000 }).runOnce();
    const after = await readMetrics(platform);
    expect(after.sum('mpu_job_queue_length', { state: 'due' })).toBe(0);
    expect(after.sum('mpu_job_queue_length', { state: 'scheduled' })).toBe(1);
    const retried = { kind: 'no-such-kind', outcome: 'retried' };
    expect(after.sum('mpu_jobs_finished_total', retried) - before.sum('mpu_jobs_finished_total', retried)).toBe(1);
  });

  it('counts the AI replies and the ones that failed, by feature and error code', async () => {
    // an administrator may use both AI pages
    const admin = await signInAdmin(platform);
    const before = await readMetrics(platform);
    const ask = (content: string) => askAi(admin.client, 'assistant', { messages: [{ role: 'user', content }] });
    expect((await ask('Was ist eine MPU?')).events.map((e) => e.event)).toContain('done');
    expect((await ask('Und bei Zeitüberschreitung?')).events.map((e) => e.event)).toContain('error');
    expect((await askAi(admin.client, 'trainer', { reason: 'alcohol', messages: [] })).status).toBe(200);
    const after = await readMetrics(platform);

    const delta = (name: string, labels: Record<string, string>) => after.sum(name, labels) - before.sum(name, labels);
    expect(delta('mpu_ai_calls_total', { engine: 'llm', feature: 'assistant' })).toBe(2);
    expect(delta('mpu_ai_calls_total', { engine: 'llm', feature: 'trainer' })).toBe(1);
    expect(delta('mpu_ai_errors_total', { engine: 'llm', feature: 'assistant', code: 'AI_TIMEOUT' })).toBe(1);
    expect(delta('mpu_ai_errors_total', { feature: 'trainer' })).toBe(0);
  });

  it('has the process figures: memory and event-loop lag', async () => {
    const { sum, samples } = await readMetrics(platform);
    expect(sum('process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    const lag = samples.filter((s) => s.name === 'nodejs_eventloop_lag_seconds' || s.name === 'nodejs_eventloop_lag_p99_seconds');
    expect(lag.map((s) => s.name).sort()).toEqual(['nodejs_eventloop_lag_p99_seconds', 'nodejs_eventloop_lag_seconds']);
    // readings in seconds (a number, not NaN), not the minutes a broken reading would show
    for (const s of lag) expect(s.value).toBeLessThan(60);
  });

  // the embedded database has no pool: registered in the PostgreSQL pass only
  if (process.env.TEST_DB === 'postgres')
    it('shows the PostgreSQL pool: the connection of the scrape is idle again, nobody waits', async () => {
      const { sum } = await readMetrics(platform);
      expect(sum('mpu_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sum('mpu_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
      expect(sum('mpu_db_pool_connections', { state: 'waiting' })).toBe(0);
    });

  it('has every figure the Grafana dashboard in docs/ asks for', async () => {
    const dashboard = fs.readFileSync(new URL('../../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    const asked = new Set(
      [...dashboard.matchAll(/\b(?:mpu|process|nodejs)_\w+/g)].map(([name]) => name.replace(/_(bucket|count|sum)$/, '')),
    );
    expect(asked.size).toBeGreaterThanOrEqual(10);
    const { text } = await readMetrics(platform);
    for (const name of asked) expect(text, name).toContain(`# HELP ${name} `);
  });

  it('refuses a scrape without the token or with a wrong one, also from this machine', async () => {
    for (const request of [
      { ip: '10.20.30.40' },
      { ip: '127.0.0.1' },
      { ip: '10.20.30.40', headers: { authorization: 'Bearer metrics-token-for-the-test-WRONG' } },
      { ip: '10.20.30.40', headers: { authorization: TOKEN } },
    ]) {
      const response = await scrape(platform, request);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('mpu_');
    }
  });
});

describe('without METRICS_TOKEN', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it('answers a scraper on this machine and nobody else, not even through a proxy on this machine', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await scrape(platform, { ip });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('mpu_http_request_duration_seconds');
    }
    for (const request of [
      { ip: '10.20.30.40' },
      { ip: '192.168.1.5' },
      // a reverse proxy on the same machine connects from 127.0.0.1 for a visitor from anywhere
      { ip: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { ip: '10.20.30.40', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ]) {
      const response = await scrape(platform, request);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('mpu_');
    }
  });
});
