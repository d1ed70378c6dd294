import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema';
import { firstLink } from '../../test/smtp-receiver';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import { PASSWORD, signUpVerified, uniqueEmail } from '../../test/factories';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('e-mail verification and sign-in', () => {
  it('the mailed link lands on /auth/callback; before it sign-in is refused, following it signs the user in', async () => {
    const email = uniqueEmail();
    const client = platform.client();
    const since = platform.smtp.mails.length;
    const registration = await client.json('POST', '/api/register', {
      email,
      password: PASSWORD,
      mpuReason: 'drugs',
      healthDataConsent: true,
    });
    expect(registration.status).toBe(201);
    expect(client.hasSession()).toBe(false);

    const mail = await platform.smtp.waitForMail(email, { since, subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' });
    const link = new URL(firstLink(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/auth/callback`);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&amp;'));

    const before = await client.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const verify = await client.json('GET', `/api/auth/verify-email?token=${link.searchParams.get('token')}`);
    expect(verify.status).toBe(200);
    const me = await client.json<{ user: { email: string }; role: string; mpuReasons: string[] }>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ user: { email }, role: 'user', mpuReasons: ['drugs'] });
  });

  it('a damaged verification token is refused', async () => {
    const response = await platform.client().json('GET', '/api/auth/verify-email?token=kaputt');
    expect(response.status).toBe(401);
  });

  it('answers wrong credentials with INVALID_EMAIL_OR_PASSWORD and rate-limits repeated sign-ins', async () => {
    const { email } = await signUpVerified(platform);
    const attacker = platform.client('192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await attacker.json('POST', '/api/auth/sign-in/email', { email, password: 'falsch123' });
      statuses.push(response.status);
      if (i === 0) expect(response.body).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // another address is not affected by that address's bucket…
    const someoneElse = await signUpVerified(platform);
    const other = await platform
      .client('192.0.2.78')
      .json('POST', '/api/auth/sign-in/email', { email: someoneElse.email, password: PASSWORD });
    expect(other.status).toBe(200);
    // …and the right password no longer helps the guessing address (both sides: server/src/accounts/sign-in-throttle.test.ts)
    const locked = await attacker.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(locked.status).toBe(429);
  });

  it('signs out: the old session cookie, sent again, no longer opens /api/me', async () => {
    const { client } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    const replay = () => platform.app.request(`${TEST_APP_URL}/api/me`, { headers: { cookie } });
    expect((await replay()).status).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect(client.hasSession()).toBe(false);
    expect((await replay()).status).toBe(401);
  });

  it('refuses a cross-site POST that carries the session cookie', async () => {
    const { client } = await signUpVerified(platform);
    const response = await client.request('POST', '/api/auth/sign-out', {}, 'https://evil.example');
    expect(response.status).toBe(403);
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a one-time link to /reset-password-confirm that sets a new password and ends old sessions', async () => {
    const { client: oldSession, email } = await signUpVerified(platform);
    const requester = platform.client();
    requester.setLanguage('en');
    const since = platform.smtp.mails.length;
    const request = await requester.json('POST', '/api/auth/request-password-reset', { email });
    expect(request.status).toBe(200);
    const mail = await platform.smtp.waitForMail(email, { since, subject: 'Reset your password' });
    const link = new URL(firstLink(mail));
    expect(link.pathname).toBe('/reset-password-confirm');
    const token = link.searchParams.get('token');

    const oldCookie = oldSession.cookieHeader();
    const reset = await requester.json('POST', '/api/auth/reset-password', { token, newPassword: 'neuesPasswort1' });
    expect(reset.status).toBe(200);
    expect((await platform.app.request(`${TEST_APP_URL}/api/me`, { headers: { cookie: oldCookie } })).status).toBe(401);

    const again = await requester.json('POST', '/api/auth/reset-password', { token, newPassword: 'nochmal123' });
    expect(again.status).toBe(400);

    const signIn = await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: 'neuesPasswort1' });
    expect(signIn.status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const since = platform.smtp.mails.length;
    const email = uniqueEmail('nobody');
    const response = await platform.client().json('POST', '/api/auth/request-password-reset', { email });
    expect(response).toEqual({ status: 200, body: expect.objectContaining({ status: true }) });
    // a marker: a reset for a known address, asked afterwards; once its mail is in, a mail for the
    // unknown address (sent first) would be in too
    const known = await signUpVerified(platform);
    const markerSince = platform.smtp.mails.length;
    expect((await platform.client().json('POST', '/api/auth/request-password-reset', { email: known.email })).status).toBe(200);
    await platform.smtp.waitForMail(known.email, { since: markerSince, subject: 'Passwort' });
    expect(platform.smtp.mails.slice(since).some((m) => m.to.includes(email))).toBe(false);
  });

  it('rate-limits reset requests: three a minute per address, then 429', async () => {
    const requester = platform.client('192.0.2.90');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await requester.json('POST', '/api/auth/request-password-reset', { email: uniqueEmail('flood') })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // another address has its own bucket
    expect((await platform.client('192.0.2.91').json('POST', '/api/auth/request-password-reset', { email: uniqueEmail() })).status).toBe(
      200,
    );
  });
});

describe('email change from the settings', () => {
  it('asks for the current password: a session left open is not enough', async () => {
    const { client, email, userId } = await signUpVerified(platform);
    const newEmail = uniqueEmail('fremd');
    for (const body of [{ newEmail }, { newEmail, currentPassword: 'falsch123' }]) {
      const refused = await client.json('POST', '/api/auth/change-email', body);
      expect(refused).toMatchObject({ status: 400, body: { code: 'INVALID_PASSWORD' } });
    }
    const tooLong = `${'a'.repeat(250)}@example.org`;
    const refusedLong = await client.json('POST', '/api/auth/change-email', { newEmail: tooLong, currentPassword: PASSWORD });
    expect(refusedLong).toMatchObject({ status: 400, body: { code: 'INVALID_EMAIL' } });
    const [unchanged] = await platform.db.select().from(user).where(eq(user.id, userId));
    expect(unchanged!.email).toBe(email);
    expect(platform.smtp.mails.some((mail) => mail.to.includes(newEmail) || mail.to.includes(tooLong))).toBe(false);
  });

  it('applies only after the link mailed to the new address is followed, and tells the old address', async () => {
    const { client, email, userId } = await signUpVerified(platform);
    const newEmail = uniqueEmail('neu');
    const since = platform.smtp.mails.length;
    const request = await client.json('POST', '/api/auth/change-email', {
      newEmail,
      currentPassword: PASSWORD,
      callbackURL: '/dashboard/settings',
    });
    expect(request.status).toBe(200);
    const notice = await platform.smtp.waitForMail(email, { since, subject: 'Änderung Ihrer E-Mail-Adresse angefordert' });
    expect(firstLink(notice)).toBe('http://localhost:3000/reset-password');
    const mail = await platform.smtp.waitForMail(newEmail, { since, subject: 'Neue E-Mail-Adresse bestätigen' });
    const [unchanged] = await platform.db.select().from(user).where(eq(user.id, userId));
    expect(unchanged!.email).toBe(email);

    const token = new URL(firstLink(mail)).searchParams.get('token');
    expect((await client.json('GET', `/api/auth/verify-email?token=${token}`)).status).toBe(200);
    const [changed] = await platform.db.select().from(user).where(eq(user.id, userId));
    expect(changed!.email).toBe(newEmail);
    const [profile] = await platform.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile!.email).toBe(newEmail);
    const signIn = await platform.client().json('POST', '/api/auth/sign-in/email', { email: newEmail, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });
});

describe('password change from the settings', () => {
  it('needs the current password', async () => {
    const { client, email } = await signUpVerified(platform);
    const wrong = await client.json('POST', '/api/auth/change-password', { currentPassword: 'falsch123', newPassword: 'neuesPasswort1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'INVALID_PASSWORD' });
    const right = await client.json('POST', '/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'neuesPasswort1' });
    expect(right.status).toBe(200);
    expect((await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: 'neuesPasswort1' })).status).toBe(200);
    expect((await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(401);
  });

  it('ends every other session even when the request asks to keep them', async () => {
    const { client, email } = await signUpVerified(platform);
    // the session someone else holds: a second sign-in with the same password
    const stolen = platform.client();
    expect((await stolen.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect((await stolen.json('GET', '/api/me')).status).toBe(200);

    const change = await client.json('POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'neuesPasswort1',
      revokeOtherSessions: false,
    });
    expect(change.status).toBe(200);
    expect((await stolen.json('GET', '/api/me')).status).toBe(401);
    expect((await client.json('GET', '/api/me')).status).toBe(200);
  });
});
