// The AI routes with a model: the platform talks to a fake OpenAI-compatible server on a real socket.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../test/factories';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { askAi, replyText } from './ai-test-support';

const API_KEY = 'sk-test-secret-key-0123456789';
const logLines: Array<Record<string, unknown>> = [];
let fake: FakeOpenAi;
let platform: TestPlatform;
let admin: TestClient;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  platform = await startTestPlatform({ ai: { baseURL: fake.baseURL, apiKey: API_KEY }, logLines });
  admin = (await signInAdmin(platform)).client;
});
afterAll(async () => {
  await platform.close();
  await fake.close();
});

const question = { messages: [{ role: 'user', content: 'Wie lange dauert eine MPU?' }] };

describe('the assistant with a model', () => {
  it('tells the page before the first message that a model answers, without calling it', async () => {
    const before = fake.requests.length;
    expect(await admin.json('GET', '/api/ai/engine')).toEqual({ status: 200, body: { engine: 'llm' } });
    expect(fake.requests.length).toBe(before);
  });

  it('streams the reply as delta events in order, then sources and done', async () => {
    fake.enqueue({ stream: ['Eine MPU ', 'dauert meist ', 'einen halben Tag.'] });
    const before = fake.requests.length;
    const answer = await askAi(admin, 'assistant', question);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.events).toEqual([
      { event: 'meta', data: { engine: 'llm' } },
      { event: 'delta', data: { text: 'Eine MPU ' } },
      { event: 'delta', data: { text: 'dauert meist ' } },
      { event: 'delta', data: { text: 'einen halben Tag.' } },
      { event: 'sources', data: { sources: [] } },
      { event: 'done', data: {} },
    ]);
    // the model got the system message and the conversation, with the key only in its own header
    const sent = fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent[0]!.body.messages.map((m: { role: string }) => m.role)).toEqual(['system', 'user']);
    expect(sent[0]!.body.messages[1].content).toBe('Wie lange dauert eine MPU?');
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(answer.text).not.toContain(API_KEY);
    expect(JSON.stringify([...answer.headers])).not.toContain(API_KEY);
  });

  it('retries after a 429 with Retry-After and answers once', async () => {
    fake.enqueue({ status: 429, headers: { 'retry-after': '1' } }, { stream: ['Nach dem Warten.'] });
    const before = fake.requests.length;
    const answer = await askAi(admin, 'assistant', question);
    expect(replyText(answer.events)).toBe('Nach dem Warten.');
    expect(answer.events.at(-1)).toEqual({ event: 'done', data: {} });
    expect(fake.requests.length - before).toBe(2);
  });

  it('gives up after three failing tries with AI_UPSTREAM_ERROR, logging code and status only', async () => {
    fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 });
    const before = fake.requests.length;
    const secret = 'Mein Geheimnis: 1,8 Promille am 3. Mai';
    const answer = await askAi(admin, 'assistant', { messages: [{ role: 'user', content: secret }] });
    expect(answer.status).toBe(200);
    expect(answer.events).toEqual([
      { event: 'meta', data: { engine: 'llm' } },
      { event: 'error', data: { code: 'AI_UPSTREAM_ERROR' } },
    ]);
    expect(fake.requests.length - before).toBe(3);
    expect(logLines.filter((line) => line.msg === 'ai reply failed')).toContainEqual(
      expect.objectContaining({ code: 'AI_UPSTREAM_ERROR', status: 500 }),
    );
    const log = JSON.stringify(logLines);
    expect(log).not.toContain('Geheimnis');
    expect(log).not.toContain(API_KEY);
  });

  it('maps a refused key to AI_UNAUTHORIZED without retrying', async () => {
    fake.enqueue({ status: 401 });
    const before = fake.requests.length;
    const answer = await askAi(admin, 'trainer', { reason: 'drugs', messages: [] });
    expect(answer.events.at(-1)).toEqual({ event: 'error', data: { code: 'AI_UNAUTHORIZED' } });
    expect(fake.requests.length - before).toBe(1);
  });
});

describe('the trainer with a model', () => {
  it('sends the examiner prompt for the reason and the conversation', async () => {
    fake.enqueue({ stream: ['Guten Tag. ', 'Wie kam es zu Ihrer MPU?'] });
    const before = fake.requests.length;
    const answer = await askAi(admin, 'trainer', { reason: 'alcohol', messages: [] });
    expect(replyText(answer.events)).toBe('Guten Tag. Wie kam es zu Ihrer MPU?');
    const sent = fake.requests[before]!.body;
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages.slice(1).map((m: { role: string }) => m.role)).toEqual(['user']);
  });
});

describe('a browser that closes the stream', () => {
  let server: ServerType;
  let baseUrl: string;
  beforeAll(async () => {
    server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('aborts the upstream call', async () => {
    // the first piece, then the model never continues
    fake.enqueue({ stream: ['Einen Moment ', () => new Promise<void>(() => {})] });
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/ai/assistant`, {
      method: 'POST',
      headers: { origin: TEST_APP_URL, cookie: admin.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify(question),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('Einen Moment')) {
      const { value } = await reader.read();
      received += new TextDecoder().decode(value);
    }
    controller.abort();
    await fake.aborted();
  });
});
