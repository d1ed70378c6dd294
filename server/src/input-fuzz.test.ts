// Every route of the authorization matrix (<feature>.access.ts), sent what a careless client or an
// attacker sends: JSON that does not parse, the wrong JSON type, wrong field types, control
// characters and oversized texts, by an admin (so every access check passes and the input reaches
// validation). Each answer must be a JSON client error, never a 500, and the server must stay up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from './access';
import { isFileUpload } from './middleware/request-guards';
import { signInAdmin } from './test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from './test/test-app';

const declarationModules = import.meta.glob<Record<string, RouteAccess[]>>('./features/*/*.access.ts', { eager: true });
const ROUTES: RouteAccess[] = Object.values(declarationModules)
  .flatMap((module) => Object.values(module).flat())
  // a permitted call would end the session or change shared state; the refusal personas cover them
  .filter((route) => !route.probe?.refusalsOnly);
const WRITES = ROUTES.filter((route) => route.method !== 'GET');

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const pathOf = (route: RouteAccess) => route.probe?.path ?? route.path.replace(/:[^/]+/g, NO_SUCH_ID);
/** The field names a route takes: those of its probe body, else a few common ones. */
const fieldsOf = (route: RouteAccess) => {
  const body = route.probe?.body;
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  return keys.length > 0 ? keys : ['title', 'email', 'name', 'password'];
};
const withEvery = (route: RouteAccess, value: unknown) => Object.fromEntries(fieldsOf(route).map((key) => [key, value]));

let platform: TestPlatform;
let cookie: string;
/** Integration routes take a key, not a session: with it, their input reaches validation too. */
let integrationKey: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const admin = await signInAdmin(platform);
  cookie = admin.client.cookieHeader();
  integrationKey = (await admin.client.json<{ key: string }>('POST', '/api/admin/api-keys', { name: 'Fuzz' })).body.key;
});
afterAll(() => platform.close());

async function send(route: RouteAccess, body: string | undefined, path = pathOf(route)) {
  const headers: Record<string, string> = { cookie, origin: TEST_APP_URL };
  if (route.access === 'apiKey') headers.authorization = `Bearer ${integrationKey}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await platform.app.request(`${TEST_APP_URL}${path}`, { method: route.method, headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

/** A client error with a JSON body; the platform's own routes answer { error: { code, message } }. */
function expectClientError(route: RouteAccess, answer: Awaited<ReturnType<typeof send>>, what: string) {
  const label = `${route.method} ${route.path} ← ${what}: ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, label).toBeGreaterThanOrEqual(400);
  expect(answer.status, label).toBeLessThan(500);
  expect(answer.json, label).toBeTypeOf('object');
  if (!route.path.startsWith('/api/auth/')) {
    expect(answer.json, label).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  }
}

describe('every write refuses bad input with a JSON 4xx', () => {
  it.each(WRITES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    if (route.probe?.body === undefined) {
      // a route without a body ignores one: whatever is sent, no server error
      for (const body of ['{"title": ', '{"title": "a\\u0000b"}', '[]']) expect((await send(route, body)).status, body).toBeLessThan(500);
      return;
    }
    expectClientError(route, await send(route, '{"title": '), 'JSON that does not parse');
    expectClientError(route, await send(route, '{"title": "a\\u0000b"}'), 'a NUL byte');
    expectClientError(route, await send(route, JSON.stringify(withEvery(route, 'Zeile\u0007'))), 'a bell character in every field');
    for (const shape of ['[]', '"Text"', '12345']) expectClientError(route, await send(route, shape), `the JSON ${shape}`);
    // wrong types may be refused, or ignored where a route takes no body; either way no server error
    for (const value of [12345, ['x'], { nested: true }, 'x'.repeat(100_000)]) {
      const answer = await send(route, JSON.stringify(withEvery(route, value)));
      expect(
        answer.status,
        `${route.method} ${route.path} ← ${JSON.stringify(value).slice(0, 20)}: ${answer.text.slice(0, 200)}`,
      ).toBeLessThan(500);
    }
  });
});

describe('every write refuses deeply nested JSON with 400, signed in or not', () => {
  // the refusal comes before any route, so the routes a permitted call would harm are sent it too
  const EVERY_WRITE = Object.values(declarationModules)
    .flatMap((module) => Object.values(module).flat())
    .filter((route) => route.method !== 'GET');
  const nested = (depth: number) => `{"title":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  it.each(EVERY_WRITE.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_, route) => {
    for (const depth of [100, 10_000, 100_000]) {
      for (const [who, headers] of [
        ['admin', { cookie }],
        ['anonymous', {}],
      ] as const) {
        const response = await platform.app.request(`${TEST_APP_URL}${pathOf(route)}`, {
          method: route.method,
          headers: { ...headers, origin: TEST_APP_URL, 'content-type': 'application/json' },
          body: nested(depth),
        });
        const label = `${who}, depth ${depth}`;
        if (isFileUpload(pathOf(route))) {
          // a file route reads raw bytes and refuses a JSON body as a whole
          expect([400, 401, 403, 413, 415], label).toContain(response.status);
          continue;
        }
        expect(response.status, label).toBe(400);
        expect(await response.json(), label).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { title: 'TOO_DEEP' } } });
      }
    }
  });
});

describe('every read refuses bad parameters with a JSON 4xx', () => {
  const READS = ROUTES.filter((route) => route.method === 'GET');
  it.each(READS.map((route) => [route.path, route] as const))('GET %s', async (_, route) => {
    const [path, query = ''] = pathOf(route).split('?');
    expectClientError(route, await send(route, undefined, `${path}?${query}${query ? '&' : ''}q=%00`), 'a NUL byte in the query');
    if (route.path.includes(':')) {
      for (const value of ['%00', 'x'.repeat(5000), '..%2F..%2Fetc']) {
        const answer = await send(route, undefined, route.path.replace(/:[^/]+/g, value));
        expect(answer.status, `${route.path} ← ${value.slice(0, 10)}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      }
    }
  });

  it('is still up afterwards', async () => {
    expect((await platform.app.request(`${TEST_APP_URL}/api/health`)).status).toBe(200);
  });
});
