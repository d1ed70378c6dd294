import crypto from 'node:crypto';
import type { PageKey } from '@common/domain';
import { createOrPromoteAdmin } from '../accounts/admin-accounts';
import { userPermissions } from '../db/schema';
import { firstLink } from './smtp-receiver';
import type { TestPlatform } from './test-app';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${crypto.randomBytes(4).toString('hex')}@example.org`;
export const PASSWORD = 'geheim123';

/**
 * Registers through the real sign-up, follows the mailed verification link, and returns a signed-in
 * client. `pages` opens or closes pages afterwards, as an admin would (see setPagePermissions).
 */
export async function signUpVerified(
  platform: TestPlatform,
  options: { email?: string; password?: string; mpuReason?: string; pages?: Partial<Record<PageKey, boolean>> } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const client = platform.client();
  const since = platform.smtp.mails.length;
  const signUp = await client.json('POST', '/api/register', {
    email,
    password,
    mpuReason: options.mpuReason ?? 'alcohol',
    healthDataConsent: true,
  });
  if (signUp.status !== 201) throw new Error(`registration failed: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const mail = await platform.smtp.waitForMail(email, { since, subject: 'bestätigen' });
  const token = new URL(firstLink(mail)).searchParams.get('token');
  const verify = await client.json('GET', `/api/auth/verify-email?token=${token}`);
  if (verify.status !== 200) throw new Error(`verification failed: ${verify.status}`);
  const me = await client.json<{ user: { id: string } }>('GET', '/api/me');
  if (options.pages) await setPagePermissions(platform, me.body.user.id, options.pages);
  return { client, email, password, userId: me.body.user.id };
}

export async function signInAdmin(platform: TestPlatform) {
  const email = uniqueEmail('admin');
  const { userId } = await createOrPromoteAdmin(platform.db, platform.auth, { email, password: PASSWORD });
  const client = platform.client();
  const response = await client.json('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
  if (response.status !== 200) throw new Error(`admin sign-in failed: ${response.status}`);
  return { client, email, userId };
}

/** Opens or closes pages for a user, as an admin does in the user table (a new learner has no 'courses'). */
export async function setPagePermissions(platform: TestPlatform, userId: string, permissions: Partial<Record<PageKey, boolean>>) {
  for (const [page, allowed] of Object.entries(permissions) as [PageKey, boolean][]) {
    await platform.db
      .insert(userPermissions)
      .values({ userId, page, allowed })
      .onConflictDoUpdate({ target: [userPermissions.userId, userPermissions.page], set: { allowed } });
  }
}
