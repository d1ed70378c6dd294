// better-auth as the platform serves it: only the endpoints the web app calls, JSON bodies only, and
// the platform's same-origin rule. Each case replays what an attacker holds: the account's address
// and password, a learner's cookie, a script that sets any header.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { PASSWORD, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import { OPEN_AUTH_ENDPOINTS } from './auth.routes';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** A sign-in body as each content type carries it. */
function bodyAs(contentType: string, fields: Record<string, string>): { body: BodyInit; headers: Record<string, string> } {
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    return { body: form, headers: {} }; // fetch sets the boundary
  }
  if (contentType === 'application/x-www-form-urlencoded')
    return { body: new URLSearchParams(fields).toString(), headers: { 'content-type': contentType } };
  return { body: JSON.stringify(fields), headers: { 'content-type': contentType } };
}

const send = (path: string, init: { body?: BodyInit; headers?: Record<string, string>; address?: string }) =>
  platform.app.request(
    `${TEST_APP_URL}${path}`,
    { method: 'POST', headers: { origin: TEST_APP_URL, ...init.headers }, body: init.body },
    { incoming: { socket: { remoteAddress: init.address ?? '192.0.2.99', remotePort: 40000 } } },
  );

describe('content types', () => {
  it.each(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'])(
    'refuses a sign-in sent as %s with 415 and no session, even right after ten wrong passwords',
    async (contentType) => {
      const { email } = await signUpVerified(platform);
      // ten wrong passwords from ten addresses: the account makes every further address wait
      for (let i = 0; i < 10; i++) {
        const wrong = await send('/api/auth/sign-in/email', {
          ...bodyAs('application/json', { email, password: `falsch-${i}` }),
          address: `198.51.100.${i}`,
        });
        expect(wrong.status).toBe(401);
      }
      const response = await send('/api/auth/sign-in/email', {
        ...bodyAs(contentType, { email, password: PASSWORD }),
        address: '198.51.100.200',
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it('refuses every other content type on every open POST endpoint of better-auth', async () => {
    const posts = OPEN_AUTH_ENDPOINTS.filter((endpoint) => endpoint.startsWith('POST ')).map((endpoint) => endpoint.slice('POST '.length));
    expect(posts).toContain('/sign-in/email');
    for (const path of posts) {
      for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
        const response = await send(`/api/auth${path}`, bodyAs(contentType, { email: 'x@example.org', password: PASSWORD }));
        expect(response.status, `${path} as ${contentType}`).toBe(415);
      }
    }
  });

  it('still signs in with JSON, with or without a charset', async () => {
    const { email } = await signUpVerified(platform);
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const response = await send('/api/auth/sign-in/email', bodyAs(contentType, { email, password: PASSWORD }));
      expect(response.status, contentType).toBe(200);
    }
  });
});

describe('endpoints the web app does not call', () => {
  it('refuses better-auth’s update-user (a 100,000-character name, a javascript: image) with 404 and changes nothing', async () => {
    const learner = await signUpVerified(platform);
    const [before] = await platform.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, learner.userId));
    const response = await learner.client.request('POST', '/api/auth/update-user', {
      name: 'x'.repeat(100_000),
      image: 'javascript:alert(1)',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const [after] = await platform.db.select({ name: user.name, image: user.image }).from(user).where(eq(user.id, learner.userId));
    expect(after).toEqual(before);
  });

  it('answers 404 to a signed-in learner for the session list, the account list and a session revocation', async () => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.request('GET', '/api/auth/list-sessions')).status).toBe(404);
    expect((await learner.client.request('GET', '/api/auth/list-accounts')).status).toBe(404);
    expect((await learner.client.request('POST', '/api/auth/revoke-other-sessions', {})).status).toBe(404);
    expect((await learner.client.request('GET', '/api/me')).status).toBe(200);
  });
});

describe('the same-origin rule', () => {
  it.each([
    ['a Referer alone', { referer: `${TEST_APP_URL}/login` }],
    ['an Origin in capitals', { origin: 'HTTP://LOCALHOST:3000' }],
    ['no Origin at all', {}],
  ])('refuses a sign-in with %s, as the platform’s own routes do', async (_, headers: Record<string, string>) => {
    const { email } = await signUpVerified(platform);
    const response = await platform.app.request(`${TEST_APP_URL}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: 'UNTRUSTED_ORIGIN' } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
