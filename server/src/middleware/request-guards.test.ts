// What an attacker's page or script holds: the learner's cookie, but not a page of this platform.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpVerified } from '../test/factories';
import { startTestPlatform, type TestPlatform } from '../test/test-app';

let platform: TestPlatform;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  platform = await startTestPlatform({ logLines });
});
afterAll(() => platform.close());

const hobbiesOf = async (client: Awaited<ReturnType<typeof signUpVerified>>['client']) =>
  (await client.json<{ hobbies: string[] }>('GET', '/api/settings')).body.hobbies;

describe('writes from another origin', () => {
  it.each([
    ['a foreign site', 'https://evil.example'],
    ['a sandboxed frame', 'null'],
    ['a look-alike port', 'http://localhost:9999'],
  ])('refuses a learner’s cookie sent by %s with 403 UNTRUSTED_ORIGIN and changes nothing', async (_, origin) => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('PUT', '/api/settings/hobbies', { hobbies: ['Schwimmen'] })).status).toBe(200);

    const forged = await learner.client.request('PUT', '/api/settings/hobbies', { hobbies: ['Fremd'] }, origin);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ error: { code: 'UNTRUSTED_ORIGIN' } });
    expect(await hobbiesOf(learner.client)).toEqual(['Schwimmen']);
  });

  it('refuses a write without any Origin header (a script replaying the cookie)', async () => {
    const learner = await signUpVerified(platform);
    const response = await platform.app.request('http://localhost:3000/api/settings/hobbies', {
      method: 'PUT',
      headers: { cookie: learner.client.cookieHeader(), 'content-type': 'application/json' },
      body: JSON.stringify({ hobbies: ['Fremd'] }),
    });
    expect(response.status).toBe(403);
    expect(await hobbiesOf(learner.client)).toEqual([]);
  });

  it('still answers reads from anywhere: GET carries no Origin in a browser', async () => {
    const learner = await signUpVerified(platform);
    const response = await platform.app.request('http://localhost:3000/api/me', { headers: { cookie: learner.client.cookieHeader() } });
    expect(response.status).toBe(200);
  });
});

describe('request bodies', () => {
  const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

  it('answers 413 JSON to an anonymous 2 MB registration and registers nobody', async () => {
    const client = platform.client();
    const email = `huge-${Date.now()}@example.org`;
    const response = await client.json('POST', '/api/register', {
      email,
      password: 'geheim123',
      mpuReason: 'alcohol',
      healthDataConsent: true,
      padding: twoMegabytes,
    });
    expect(response).toEqual({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } } });
    const signIn = await client.json('POST', '/api/auth/sign-in/email', { email, password: 'geheim123' });
    expect(signIn.status).toBe(401);
  });

  it('answers 413 to a 2 MB sign-in before better-auth reads it', async () => {
    const response = await platform.client().json('POST', '/api/auth/sign-in/email', { email: twoMegabytes, password: 'x' });
    expect(response.status).toBe(413);
  });

  it('decides on the Content-Length a browser declares: 2 MB refused, just under 1 MB accepted', async () => {
    const learner = await signUpVerified(platform);
    const put = (padding: string) => {
      const body = JSON.stringify({ hobbies: ['a'], padding });
      const headers = {
        cookie: learner.client.cookieHeader(),
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      };
      return platform.app.request('http://localhost:3000/api/settings/hobbies', { method: 'PUT', headers, body });
    };
    const tooLarge = await put(twoMegabytes);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    expect((await put('x'.repeat(1000 * 1000))).status).toBe(200);
  });

  it('accepts a body just under 1 MB (and lets the route judge it)', async () => {
    const learner = await signUpVerified(platform);
    const response = await learner.client.json('PUT', '/api/settings/hobbies', { hobbies: ['a'], padding: 'x'.repeat(1000 * 1000) });
    expect(response.status).toBe(200);
  });
});

describe('caching', () => {
  it('marks personal answers no-store', async () => {
    const learner = await signUpVerified(platform);
    for (const path of ['/api/me', '/api/settings', '/api/dashboard']) {
      const response = await learner.client.request('GET', path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('nesting', () => {
  const brackets = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('answers 400 VALIDATION_ERROR to 10,000 levels of brackets (20 KB) from anyone, and logs no error', async () => {
    const errorsBefore = logLines.filter((line) => line.level === 50).length;
    const response = await platform.app.request('http://localhost:3000/api/register', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: `{"email":${brackets(10_000)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { email: 'TOO_DEEP' } } });
    expect(logLines.filter((line) => line.level === 50).length).toBe(errorsBefore);
  });

  it('takes a body nested 64 levels deep (the object and 63 lists) and refuses 65', async () => {
    const learner = await signUpVerified(platform);
    const put = (depth: number) =>
      learner.client.json('PUT', '/api/settings/hobbies', { hobbies: ['a'], padding: JSON.parse(brackets(depth)) });
    expect((await put(63)).status).toBe(200);
    expect(await put(64)).toMatchObject({ status: 400, body: { error: { fields: { padding: 'TOO_DEEP' } } } });
  });
});

describe('control characters', () => {
  it('refuses a NUL byte in a settings list with 400 naming the field, and stores nothing', async () => {
    const learner = await signUpVerified(platform);
    const response = await learner.client.json('PUT', '/api/settings/hobbies', { hobbies: ['Lesen', 'Rad\u0000fahren'] });
    expect(response).toEqual({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: expect.any(String), fields: { 'hobbies.1': 'CONTROL_CHARACTER' } } },
    });
    expect(await hobbiesOf(learner.client)).toEqual([]);
  });

  it('refuses one in a better-auth sign-in and in the admin search', async () => {
    const signIn = await platform
      .client()
      .json('POST', '/api/auth/sign-in/email', { email: 'lena\u0007@example.org', password: 'geheim123' });
    expect(signIn).toMatchObject({ status: 400, body: { error: { fields: { email: 'CONTROL_CHARACTER' } } } });
    const admin = await signInAdmin(platform);
    const search = await admin.client.json('GET', '/api/admin/users?search=%00');
    expect(search).toMatchObject({ status: 400, body: { error: { fields: { search: 'CONTROL_CHARACTER' } } } });
  });

  it('keeps line breaks and tabs, which belong to ordinary text', async () => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('PUT', '/api/settings/hobbies', { hobbies: ['Lesen\tund\nSchreiben'] })).status).toBe(200);
  });
});
