// The log of a whole account's life, at debug level (better-auth's own lines included), holds no
// password, no mailed token and no session token: what an operator's log aggregator receives must
// not sign anyone in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { uniqueEmail } from './test/factories';
import { firstLink } from './test/smtp-receiver';
import { startTestPlatform, type TestPlatform } from './test/test-app';

let platform: TestPlatform;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  platform = await startTestPlatform({ logLines });
});
afterAll(() => platform.close());

it('keeps passwords, mailed tokens and session tokens out of every log line', async () => {
  const secrets: string[] = [];
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
  const email = uniqueEmail('log');
  const firstPassword = 'ersterGeheimwert1';
  const secondPassword = 'zweiterGeheimwert2';
  secrets.push(firstPassword, secondPassword);
  const client = platform.client();

  let since = platform.smtp.mails.length;
  expect(
    (await client.json('POST', '/api/register', { email, password: firstPassword, mpuReason: 'alcohol', healthDataConsent: true })).status,
  ).toBe(201);
  const verifyToken = tokenOf(firstLink(await platform.smtp.waitForMail(email, { since, subject: 'bestätigen' })));
  secrets.push(verifyToken);
  expect((await client.json('GET', `/api/auth/verify-email?token=${verifyToken}`)).status).toBe(200);

  expect((await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: 'falschGeraten9' })).status).toBe(401);
  secrets.push('falschGeraten9');

  since = platform.smtp.mails.length;
  expect((await platform.client().json('POST', '/api/auth/request-password-reset', { email })).status).toBe(200);
  const resetToken = tokenOf(firstLink(await platform.smtp.waitForMail(email, { since, subject: 'Passwort zurücksetzen' })));
  secrets.push(resetToken);
  expect(
    (await platform.client().json('POST', '/api/auth/reset-password', { token: resetToken, newPassword: secondPassword })).status,
  ).toBe(200);

  const signedIn = platform.client();
  expect((await signedIn.json('POST', '/api/auth/sign-in/email', { email, password: secondPassword })).status).toBe(200);
  // the session cookie's token part (before the signature)
  secrets.push(decodeURIComponent(/better-auth\.session_token=([^;.]+)/.exec(signedIn.cookieHeader())![1]!));
  expect(
    (
      await signedIn.json('PUT', '/api/settings/personal', {
        firstName: 'Lena',
        middleName: null,
        lastName: 'Kaya',
        birthDate: '1990-04-12',
      })
    ).status,
  ).toBe(200);
  const newEmail = uniqueEmail('neu');
  since = platform.smtp.mails.length;
  expect((await signedIn.json('POST', '/api/auth/change-email', { newEmail, currentPassword: secondPassword })).status).toBe(200);
  secrets.push(tokenOf(firstLink(await platform.smtp.waitForMail(newEmail, { since }))));

  const log = JSON.stringify(logLines);
  expect(logLines.length).toBeGreaterThan(10);
  for (const secret of secrets) expect(log, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
});
