// What every request gets from the app itself: a request id, one access log line, and the API's
// OpenAPI document for administrators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpVerified } from './test/factories';
import { startTestPlatform, type TestPlatform } from './test/test-app';

let platform: TestPlatform;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  platform = await startTestPlatform({ logLines });
});
afterAll(() => platform.close());

const accessLines = (requestId: string) => logLines.filter((line) => line.msg === 'request' && line.requestId === requestId);

describe('request id and access log', () => {
  it('answers every request with an X-Request-Id and logs one access line with it', async () => {
    const response = await platform.client().get('/api/settings');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[\w-]{8,}$/);
    const lines = accessLines(requestId!);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/settings',
      status: 401,
      requestId,
      durationMs: expect.any(Number),
    });
  });

  it('logs the path without the query string, so reset and verification tokens stay out of the log', async () => {
    const response = await platform.client().get('/api/auth/verify-email?token=secret-token-value');
    const requestId = response.headers.get('x-request-id')!;
    expect(accessLines(requestId)).toEqual([expect.objectContaining({ path: '/api/auth/verify-email', method: 'GET' })]);
    expect(JSON.stringify(logLines)).not.toContain('secret-token-value');
  });

  it("puts the id on better-auth's answers too", async () => {
    const response = await platform.client().get('/api/auth/verify-email?token=nothing');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('logs health checks at debug level only', async () => {
    const response = await platform.client().get('/api/health');
    expect(accessLines(response.headers.get('x-request-id')!)).toEqual([
      expect.objectContaining({ level: 20, path: '/api/health', status: 200 }),
    ]);
  });

  it('gives two requests two ids', async () => {
    const client = platform.client();
    const first = (await client.get('/api/health')).headers.get('x-request-id');
    const second = (await client.get('/api/health')).headers.get('x-request-id');
    expect(first).not.toBe(second);
  });
});

describe('bodies that are not JSON', () => {
  const post = (body: string, contentType: string) =>
    platform.app.request('http://localhost:3000/api/register', {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, origin: 'http://localhost:3000' },
    });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for another content type', async () => {
    const response = await post('email=a@example.org', 'text/plain');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers 400 VALIDATION_ERROR for JSON that does not parse', async () => {
    const response = await post('{"email":', 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { _: 'INVALID_JSON' } } });
  });
});

describe('GET /api/openapi.json', () => {
  it('is refused to anonymous visitors (401) and learners (403)', async () => {
    expect((await platform.client().get('/api/openapi.json')).status).toBe(401);
    const { client } = await signUpVerified(platform);
    expect((await client.get('/api/openapi.json')).status).toBe(403);
  });

  it('gives admins an OpenAPI 3.1 document listing every platform route with its answers', async () => {
    const { client } = await signInAdmin(platform);
    const response = await client.json<{ openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>(
      'GET',
      '/api/openapi.json',
    );
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');

    // every route Hono serves under /api (besides better-auth's mount, the JSON 404 and the integration API,
    // which has a document of its own at /api/integration/v1/openapi.json), in OpenAPI's path syntax
    const served = platform.app.routes
      .filter((route) => route.path.startsWith('/api/') && !route.path.endsWith('*') && !route.path.startsWith('/api/integration/'))
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(response.body.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...new Set(served)].sort());
    expect(documented).toEqual(
      expect.arrayContaining([
        'GET /api/settings',
        'PATCH /api/admin/users/{id}',
        'POST /api/register',
        'GET /api/openapi.json',
        'PUT /api/my-story',
        'GET /api/my-story/versions/{id}',
      ]),
    );

    const getSettings = response.body.paths['/api/settings']!.get!;
    expect(Object.keys(getSettings.responses).sort()).toEqual(['200', '401', '500']);
    expect(JSON.stringify(response.body.paths['/api/register']!.post!.responses['400'])).toContain('ApiError');
  });
});
