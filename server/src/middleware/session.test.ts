// A session ends for real: the old cookie, replayed as an attacker who copied it would, no longer
// opens anything. Tests keep the cookie header and send it again instead of asking with a client
// that has already dropped it (such a check passes whatever the server does).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import { firstLink } from '../test/smtp-receiver';
import { PASSWORD, signInAdmin, signUpVerified } from '../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Sends `cookie` (a saved Cookie header) to GET `path`, as a copied cookie would be sent. */
const replay = (cookie: string, path = '/api/me') =>
  platform.app.request(`${TEST_APP_URL}${path}`, { headers: { cookie, origin: TEST_APP_URL } });

const sessionCookieOf = (cookieHeader: string) => /(?:^|;\s*)((?:__Secure-)?[\w.-]*session_token)=([^;]+)/.exec(cookieHeader)!;

/** A Set-Cookie header that removes the session cookie. */
const clearsSessionCookie = (response: Response) =>
  response.headers.getSetCookie().some((c) => /session_token=;/.test(c) && /max-age=0/i.test(c));

describe('a valid session', () => {
  it('opens /api/me with the saved cookie (the replay below is a real check)', async () => {
    const { client } = await signUpVerified(platform);
    expect((await replay(client.cookieHeader())).status).toBe(200);
  });

  it('requests of several learners at once (looked up in one statement) each get their own account; a signed-out one none', async () => {
    const learners: Awaited<ReturnType<typeof signUpVerified>>[] = [];
    for (let i = 0; i < 4; i++) learners.push(await signUpVerified(platform));
    const signedOut = await signUpVerified(platform);
    const signedOutCookie = signedOut.client.cookieHeader();
    expect((await signedOut.client.post('/api/auth/sign-out')).status).toBe(200);

    const cookies = [...learners.map(({ client }) => client.cookieHeader()), signedOutCookie];
    // three rounds of all five at once, in different orders
    const order = [0, 1, 2, 3, 4, 4, 3, 2, 1, 0, 2, 4, 0, 3, 1];
    const responses = await Promise.all(order.map((index) => replay(cookies[index]!)));
    const seen = await Promise.all(
      responses.map(async (response) =>
        response.status === 200 ? ((await response.json()) as { user: { email: string } }).user.email : response.status,
      ),
    );
    expect(seen).toEqual(order.map((index) => (index === 4 ? 401 : learners[index]!.email)));
  });
});

describe('sessions that must no longer open anything', () => {
  it('an expired session (expires_at in the past) answers 401 and clears the cookie', async () => {
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    await platform.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(session.userId, userId));
    const response = await replay(cookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
    expect(clearsSessionCookie(response)).toBe(true);
  });

  it('a session that expired a moment ago (not only one due for refresh) answers 401', async () => {
    // 1 s in the past: the refresh rule (older than a day) would also let getSession decide, so this
    // case pins the expiry check of the lookup itself together with the one above
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    await platform.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect((await replay(cookie)).status).toBe(401);
  });

  it('a cookie with the right token but a signature that does not match answers 401', async () => {
    const { client } = await signUpVerified(platform);
    const [whole, name, value] = sessionCookieOf(client.cookieHeader());
    const token = decodeURIComponent(value!).split('.')[0]!;
    // same token, same signature length, signed with another secret
    const forged = `${token}.${crypto.createHmac('sha256', 'not-the-secret').update(token).digest('base64')}`;
    const response = await replay(client.cookieHeader().replace(whole.trim(), `${name}=${encodeURIComponent(forged)}`));
    expect(response.status).toBe(401);
    // the same token with its real signature still works: only the signature made the difference
    expect((await replay(client.cookieHeader())).status).toBe(200);
  });

  it('a cookie holding the bare token without a signature answers 401', async () => {
    const { client } = await signUpVerified(platform);
    const [whole, name, value] = sessionCookieOf(client.cookieHeader());
    const token = decodeURIComponent(value!).split('.')[0]!;
    expect((await replay(client.cookieHeader().replace(whole.trim(), `${name}=${token}`))).status).toBe(401);
  });

  it('the session of a deleted user answers 401', async () => {
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    await platform.db.delete(user).where(eq(user.id, userId));
    expect((await replay(cookie)).status).toBe(401);
  });

  it('after sign-out the old cookie answers 401', async () => {
    const { client } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
  });

  it('after the learner deletes their account the old cookie answers 401', async () => {
    const { client } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    expect((await client.json('POST', '/api/me/delete', { password: PASSWORD })).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
    expect((await replay(cookie, '/api/settings')).status).toBe(401);
  });

  it('after an admin deletes the account the old cookie answers 401', async () => {
    const admin = await signInAdmin(platform);
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    expect((await admin.client.json('DELETE', `/api/admin/users/${userId}`)).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
  });

  it('after an admin sets a new password the old cookie answers 401', async () => {
    const admin = await signInAdmin(platform);
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    expect((await admin.client.json('POST', `/api/admin/users/${userId}/password`, { newPassword: 'anders123' })).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
  });

  it('after a password reset through the mailed link every old cookie answers 401 (revokeSessionsOnPasswordReset)', async () => {
    const { client, email } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    const requester = platform.client();
    const since = platform.smtp.mails.length;
    expect((await requester.json('POST', '/api/auth/request-password-reset', { email })).status).toBe(200);
    const mail = await platform.smtp.waitForMail(email, { since, subject: 'Passwort' });
    const token = new URL(firstLink(mail)).searchParams.get('token');
    expect((await requester.json('POST', '/api/auth/reset-password', { token, newPassword: 'neuesPasswort1' })).status).toBe(200);
    expect((await replay(cookie)).status).toBe(401);
  });

  it('a password change with revokeOtherSessions ends the other devices, the changing device stays signed in', async () => {
    const { client, email } = await signUpVerified(platform);
    const otherDevice = platform.client();
    expect((await otherDevice.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const otherCookie = otherDevice.cookieHeader();
    const changed = await client.json('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'neuesPasswort1',
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    expect((await replay(otherCookie)).status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});
