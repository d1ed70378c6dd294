import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userDetails, userMedical, userOnboarding, userPermissions } from '../../db/schema';
import { firstLink } from '../../test/smtp-receiver';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import { PASSWORD, signUpVerified, uniqueEmail } from '../../test/factories';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

describe('sign-up, e-mail verification and sign-in', () => {
  it('mails a verification link to /auth/callback; following it signs the user in', async () => {
    const email = uniqueEmail();
    const client = platform.client();
    client.setLanguage('de');
    const signUp = await client.json('POST', '/api/auth/sign-up/email', {
      email,
      password: PASSWORD,
      name: 'Lea',
      mpuReason: 'drugs',
    });
    expect(signUp.status).toBe(200);
    expect(client.hasSession()).toBe(false);

    const mail = await platform.smtp.waitForMail(email);
    expect(mail.subject).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
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

  it('writes profile, default permissions and empty personal rows for a new user', async () => {
    const { userId } = await signUpVerified(platform, { mpuReason: 'points' });
    const [profile] = await platform.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ role: 'user', mpuReason: 'points', mpuReasons: ['points'] });
    const permissions = await platform.db.select().from(userPermissions).where(eq(userPermissions.userId, userId));
    expect(Object.fromEntries(permissions.map((p) => [p.page, p.allowed]))).toEqual({
      videos: true,
      lexicon: true,
      courses: false,
      news: false,
      'book-session': false,
      'ai-assistant': false,
      'exam-trainer': false,
    });
    for (const table of [userDetails, userOnboarding, userMedical]) {
      expect(await platform.db.select().from(table).where(eq(table.userId, userId))).toHaveLength(1);
    }
  });

  it('refuses a sign-up without an MPU reason or with a short password, and creates nothing', async () => {
    const email = uniqueEmail();
    const client = platform.client();
    const noReason = await client.json('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ code: 'MPU_REASON_REQUIRED' });
    const shortPassword = await client.json('POST', '/api/auth/sign-up/email', {
      email,
      password: '12345',
      name: 'x',
      mpuReason: 'alcohol',
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    const rows = await platform.db.select().from(profiles).where(eq(profiles.email, email));
    expect(rows).toHaveLength(0);
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
    // another address is not affected by that bucket
    const other = await platform.client('192.0.2.78').json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(other.status).toBe(200);
  });

  it('signs out: the session cookie no longer opens /api/me', async () => {
    const { client } = await signUpVerified(platform);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
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
    const mail = await platform.smtp.waitForMail(email, { since });
    expect(mail.subject).toContain('Reset your password');
    const link = new URL(firstLink(mail));
    expect(link.pathname).toBe('/reset-password-confirm');
    const token = link.searchParams.get('token');

    const reset = await requester.json('POST', '/api/auth/reset-password', { token, newPassword: 'neuesPasswort1' });
    expect(reset.status).toBe(200);
    expect((await oldSession.get('/api/me')).status).toBe(401);

    const again = await requester.json('POST', '/api/auth/reset-password', { token, newPassword: 'nochmal123' });
    expect(again.status).toBe(400);

    const signIn = await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: 'neuesPasswort1' });
    expect(signIn.status).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const since = platform.smtp.mails.length;
    const email = uniqueEmail('nobody');
    const response = await platform.client().json('POST', '/api/auth/request-password-reset', { email });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(platform.smtp.mails.slice(since).some((m) => m.to.includes(email))).toBe(false);
  });
});
