import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session, user, userPermissions } from '../../db/schema';
import type { AppEnv } from '../../middleware/context';
import { requireAdmin } from '../../middleware/require-admin';
import { requirePage } from '../../middleware/require-page';
import { requireSession } from '../../middleware/require-session';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
  // Feature routers declare these middlewares per route; this probe router exercises them the same way.
  const probe = new Hono<AppEnv>()
    .get('/videos', requireSession, requirePage('videos'), (c) => c.json({ ok: true }))
    .get('/courses', requireSession, requirePage('courses'), (c) => c.json({ ok: true }))
    .get('/admin', requireSession, requireAdmin, (c) => c.json({ ok: true }));
  platform.app.route('/probe', probe);
});
afterAll(() => platform.close());

type MeBody = { role: string; mpuReasons: string[]; permissions: Record<string, boolean> };

describe('GET /api/me', () => {
  it('answers 401 with the error shape without a session', async () => {
    const response = await platform.client().json('GET', '/api/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('answers a new user with role user, the chosen reason and the default permissions', async () => {
    const { client, email } = await signUpVerified(platform, { mpuReason: 'medizinalcannabis' });
    const me = await client.json<MeBody & { user: { email: string } }>('GET', '/api/me');
    expect(me.body.user.email).toBe(email);
    expect(me.body.role).toBe('user');
    expect(me.body.mpuReasons).toEqual(['medizinalcannabis']);
    expect(me.body.permissions).toEqual({
      courses: false,
      videos: true,
      lexicon: true,
      news: false,
      'book-session': false,
      'ai-assistant': false,
      'exam-trainer': false,
      'performance-trainer': true,
      // no row: open for a medical-cannabis MPU (decision 066)
      abstinence: true,
      'my-story': true,
    });
  });

  it('uses mpu_reasons when non-empty, else the legacy single reason as a one-item list', async () => {
    const { client, userId } = await signUpVerified(platform);
    await platform.db
      .update(profiles)
      .set({ mpuReasons: ['drugs', 'criminal'], mpuReason: 'alcohol' })
      .where(eq(profiles.id, userId));
    expect((await client.json<MeBody>('GET', '/api/me')).body.mpuReasons).toEqual(['drugs', 'criminal']);
    await platform.db.update(profiles).set({ mpuReasons: [], mpuReason: 'points' }).where(eq(profiles.id, userId));
    expect((await client.json<MeBody>('GET', '/api/me')).body.mpuReasons).toEqual(['points']);
    await platform.db.update(profiles).set({ mpuReasons: [], mpuReason: null }).where(eq(profiles.id, userId));
    expect((await client.json<MeBody>('GET', '/api/me')).body.mpuReasons).toEqual([]);
  });

  it('creates a missing profile with role user for a signed-in user', async () => {
    const { client, userId } = await signUpVerified(platform);
    await platform.db.delete(profiles).where(eq(profiles.id, userId));
    const me = await client.json<MeBody>('GET', '/api/me');
    expect(me.status).toBe(200);
    expect(me.body.role).toBe('user');
    const rows = await platform.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(rows).toHaveLength(1);
  });

  it('stops answering at once when the user is deleted', async () => {
    const { client, userId } = await signUpVerified(platform);
    await platform.db.delete(user).where(eq(user.id, userId));
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('refuses a session cookie whose signature does not match, and an expired session', async () => {
    const { client, userId } = await signUpVerified(platform);
    const cookie = client.cookieHeader();
    const tampered = cookie.replace(/session_token=([^;.]+)/, 'session_token=$1x');
    const forged = await platform.app.request('/api/me', { headers: { cookie: tampered } });
    expect(forged.status).toBe(401);
    await platform.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, userId));
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('renews a session older than a day and its cookie, so an active learner stays signed in', async () => {
    const { client, userId } = await signUpVerified(platform);
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await platform.db.update(session).set({ expiresAt: soon }).where(eq(session.userId, userId));
    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
    const [renewed] = await platform.db.select().from(session).where(eq(session.userId, userId));
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
  });

  it('gives an admin every page', async () => {
    const { client } = await signInAdmin(platform);
    const me = await client.json<MeBody>('GET', '/api/me');
    expect(me.body.role).toBe('admin');
    expect(me.body.permissions).toEqual({
      courses: true,
      videos: true,
      lexicon: true,
      news: true,
      'book-session': true,
      'ai-assistant': true,
      'exam-trainer': true,
      'performance-trainer': true,
      abstinence: true,
      'my-story': true,
    });
  });
});

describe('server-side guards', () => {
  it('requireSession: 401 without a session', async () => {
    expect((await platform.client().get('/probe/videos')).status).toBe(401);
  });

  it('requirePage: a stored denial is 403, an allowed page or a missing row passes, and a change applies on the next request', async () => {
    const { client, userId } = await signUpVerified(platform);
    expect((await client.get('/probe/videos')).status).toBe(200);
    expect((await client.get('/probe/courses')).status).toBe(403);

    await platform.db.update(userPermissions).set({ allowed: false }).where(eq(userPermissions.userId, userId));
    expect((await client.get('/probe/videos')).status).toBe(403);

    // no permission record means allowed
    await platform.db.delete(userPermissions).where(eq(userPermissions.userId, userId));
    expect((await client.get('/probe/courses')).status).toBe(200);
    expect((await client.json<MeBody>('GET', '/api/me')).body.permissions['book-session']).toBe(false);
  });

  it('requireAdmin: 403 for a user, 200 for an admin, who also bypasses page denials', async () => {
    const { client } = await signUpVerified(platform);
    const userResponse = await client.json('GET', '/probe/admin');
    expect(userResponse.status).toBe(403);
    expect(userResponse.body).toMatchObject({ error: { code: 'ADMIN_REQUIRED' } });
    const admin = await signInAdmin(platform);
    await platform.db.update(userPermissions).set({ allowed: false }).where(eq(userPermissions.userId, admin.userId));
    expect((await admin.client.get('/probe/admin')).status).toBe(200);
    expect((await admin.client.get('/probe/courses')).status).toBe(200);
  });
});
