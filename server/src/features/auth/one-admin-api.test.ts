// better-auth's admin plugin used to answer under /api/auth/admin: a second admin API that wrote
// only user.role, skipped the audit log and the last-admin rule. The platform's /api/admin is the
// only one now; an admin's cookie gets nothing from the old paths.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

it('answers 404 to every former admin-plugin endpoint, even for an admin, and changes nothing', async () => {
  const admin = await signInAdmin(platform);
  const learner = await signUpVerified(platform);
  const calls: Array<[string, string, unknown?]> = [
    ['POST', '/api/auth/admin/set-role', { userId: learner.userId, role: 'admin' }],
    ['POST', '/api/auth/admin/impersonate-user', { userId: learner.userId }],
    ['POST', '/api/auth/admin/remove-user', { userId: learner.userId }],
    ['POST', '/api/auth/admin/ban-user', { userId: learner.userId }],
    ['POST', '/api/auth/admin/set-user-password', { userId: learner.userId, newPassword: 'uebernommen1' }],
    ['POST', '/api/auth/admin/create-user', { email: 'neu@example.org', password: 'geheim123', name: 'neu' }],
    ['GET', '/api/auth/admin/list-users'],
  ];
  for (const [method, path, body] of calls) {
    expect((await admin.client.json(method, path, body)).status, path).toBe(404);
  }
  const [profile] = await platform.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, learner.userId));
  expect(profile!.role).toBe('user');
  // still signed in with the old password, not impersonated
  expect((await learner.client.json<{ role: string }>('GET', '/api/me')).body.role).toBe('user');
  const again = platform.client();
  expect((await again.json('POST', '/api/auth/sign-in/email', { email: learner.email, password: learner.password })).status).toBe(200);
});
