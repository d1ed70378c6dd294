// An administrator whose password the platform generated (the first start's, or admin:create without
// --password) is asked for an own one; one who chose theirs is not (docs/decisions/074-access-for-new-accounts.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLink } from '../test/smtp-receiver';
import { PASSWORD, signUpVerified, uniqueEmail } from '../test/factories';
import { startTestPlatform, type TestPlatform } from '../test/test-app';
import { createOrPromoteAdmin, ensureAdminExists } from './admin-accounts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const mustChangePassword = async (client: ReturnType<TestPlatform['client']>) =>
  (await client.json<{ mustChangePassword: boolean }>('GET', '/api/me')).body.mustChangePassword;

describe('the generated password of an administrator', () => {
  it('the first-start administrator is asked for an own password until they change it', async () => {
    const announced: Array<{ email: string; password: string }> = [];
    const email = uniqueEmail('first-admin');
    await ensureAdminExists(platform.db, platform.auth, { email, announce: (e, password) => announced.push({ email: e, password }) });
    expect(announced).toHaveLength(1);
    const generated = announced[0]!.password;

    const client = platform.client();
    expect((await client.json('POST', '/api/auth/sign-in/email', { email, password: generated })).status).toBe(200);
    expect(await mustChangePassword(client)).toBe(true);

    // a wrong current password changes nothing
    const wrong = await client.json('POST', '/api/auth/change-password', {
      currentPassword: 'falsch123',
      newPassword: 'eigenes-Passwort-1',
    });
    expect(wrong.status).toBe(400);
    expect(await mustChangePassword(client)).toBe(true);

    const changed = await client.json('POST', '/api/auth/change-password', {
      currentPassword: generated,
      newPassword: 'eigenes-Passwort-1',
    });
    expect(changed.status).toBe(200);
    expect(await mustChangePassword(client)).toBe(false);
    // and only the own password signs in now
    expect((await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: generated })).status).toBe(401);
  });

  it('an administrator who chose their password is not asked; a generated one set later is, until a reset by mail', async () => {
    const email = uniqueEmail('chosen-admin');
    await createOrPromoteAdmin(platform.db, platform.auth, { email, password: PASSWORD });
    const client = platform.client();
    expect((await client.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    expect(await mustChangePassword(client)).toBe(false);

    // admin:create without --password on the same address
    await createOrPromoteAdmin(platform.db, platform.auth, { email, password: 'generiert-xyz-123', isGenerated: true });
    const again = platform.client();
    expect((await again.json('POST', '/api/auth/sign-in/email', { email, password: 'generiert-xyz-123' })).status).toBe(200);
    expect(await mustChangePassword(again)).toBe(true);

    const since = platform.smtp.mails.length;
    expect((await platform.client().json('POST', '/api/auth/request-password-reset', { email })).status).toBe(200);
    const token = new URL(firstLink(await platform.smtp.waitForMail(email, { since, subject: 'Passwort' }))).searchParams.get('token');
    expect((await platform.client().json('POST', '/api/auth/reset-password', { token, newPassword: 'neues-Passwort-2' })).status).toBe(200);
    const afterReset = platform.client();
    expect((await afterReset.json('POST', '/api/auth/sign-in/email', { email, password: 'neues-Passwort-2' })).status).toBe(200);
    expect(await mustChangePassword(afterReset)).toBe(false);
  });

  it('a learner is never asked', async () => {
    const learner = await signUpVerified(platform);
    expect(await mustChangePassword(learner.client)).toBe(false);
  });
});
