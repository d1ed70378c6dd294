import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, userPermissions } from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified, uniqueEmail } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

/** The specification's defaults: what a new installation gives a new account. */
const SPEC_DEFAULTS = {
  courses: false,
  videos: true,
  lexicon: true,
  news: false,
  'book-session': false,
  'ai-assistant': false,
  'exam-trainer': false,
  'performance-trainer': true,
  'my-story': true,
};

type Me = { permissions: Record<string, boolean> };

describe('Freigaben für neue Konten', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  it("a new installation gives new accounts the specification's defaults, saved defaults reach registration and admin-created accounts, audited", async () => {
    const admin = await signInAdmin(platform);
    expect((await admin.client.json('GET', '/api/admin/access-defaults')).body).toEqual({
      permissions: SPEC_DEFAULTS,
      isCustomized: false,
      updatedAt: null,
    });

    const chosen = { ...SPEC_DEFAULTS, courses: true, news: true, 'performance-trainer': false };
    const saved = await admin.client.json('PUT', '/api/admin/access-defaults', { permissions: chosen });
    expect(saved).toMatchObject({ status: 200, body: { permissions: chosen, isCustomized: true, updatedAt: expect.any(String) } });
    const audit = await platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'access_defaults.update'));
    expect(audit).toEqual([
      expect.objectContaining({ actorEmail: admin.email, targetId: 'access-defaults', changes: { from: SPEC_DEFAULTS, to: chosen } }),
    ]);

    // registration
    const learner = await signUpVerified(platform);
    const me = await learner.client.json<Me>('GET', '/api/me');
    expect(me.body.permissions).toMatchObject({
      courses: true,
      news: true,
      videos: true,
      'performance-trainer': false,
      'ai-assistant': false,
    });
    expect((await learner.client.json('GET', '/api/news')).status).toBe(200);
    expect((await learner.client.json('GET', '/api/quiz/hub')).status).toBe(200);

    // an account the admin creates
    const email = uniqueEmail('created');
    const created = await admin.client.json<{ userId: string }>('POST', '/api/admin/users', { email, password: PASSWORD });
    expect(created.status).toBe(201);
    const rows = await platform.db.select().from(userPermissions).where(eq(userPermissions.userId, created.body.userId));
    expect(Object.fromEntries(rows.map((row) => [row.page, row.allowed]))).toEqual(chosen);
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const admin = await signInAdmin(platform);
    const before = (await admin.client.json('GET', '/api/admin/access-defaults')).body;

    const { videos: _videos, ...withoutVideos } = SPEC_DEFAULTS;
    const bad = await admin.client.json('PUT', '/api/admin/access-defaults', { permissions: { ...withoutVideos, news: 'ja' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', fields: { 'permissions.videos': 'INVALID_VALUE', 'permissions.news': 'INVALID_VALUE' } } },
    });
    // the abstinence tracker follows the MPU reasons, and 'admin' is no area
    for (const extra of [{ abstinence: true }, { admin: true }]) {
      const unknown = await admin.client.json('PUT', '/api/admin/access-defaults', { permissions: { ...SPEC_DEFAULTS, ...extra } });
      expect(unknown).toMatchObject({ status: 400, body: { error: { fields: { permissions: 'UNKNOWN_PAGE' } } } });
    }
    const badCount = await admin.client.json('POST', '/api/admin/access-defaults/apply', { permissions: SPEC_DEFAULTS, accounts: -1 });
    expect(badCount).toMatchObject({ status: 400, body: { error: { fields: { accounts: 'INVALID_COUNT' } } } });

    expect((await admin.client.json('GET', '/api/admin/access-defaults')).body).toEqual(before);
  });
});

describe('auch für bestehende Konten übernehmen', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.close());

  const permissionsOf = async (userId: string) =>
    Object.fromEntries(
      (await platform.db.select().from(userPermissions).where(eq(userPermissions.userId, userId))).map((row) => [row.page, row.allowed]),
    );

  it('names how many learners change, applies exactly that in one go, leaves admins and matching learners alone, audited', async () => {
    const admin = await signInAdmin(platform);
    // four learners registered under the specification's defaults; two of them then got areas by hand
    const plain = await signUpVerified(platform);
    const withCourses = await signUpVerified(platform);
    const alsoPlain = await signUpVerified(platform);
    const withNews = await signUpVerified(platform);
    expect(
      (
        await admin.client.json('PUT', `/api/admin/users/${withCourses.userId}/permissions`, {
          permissions: { ...SPEC_DEFAULTS, abstinence: true, courses: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.client.json('PUT', `/api/admin/users/${withNews.userId}/permissions`, {
          permissions: { ...SPEC_DEFAULTS, abstinence: true, news: true },
        })
      ).status,
    ).toBe(200);

    // nothing saved yet: every learner matches the specification's defaults except the one with courses
    expect((await admin.client.json('GET', '/api/admin/access-defaults/apply')).body).toEqual({ permissions: SPEC_DEFAULTS, accounts: 2 });

    const withNewsDefault = { ...SPEC_DEFAULTS, news: true };
    expect((await admin.client.json('PUT', '/api/admin/access-defaults', { permissions: withNewsDefault })).status).toBe(200);
    // news opens for three learners (the one with courses loses courses); the one who has news already stays
    const preview = await admin.client.json('GET', '/api/admin/access-defaults/apply');
    expect(preview.body).toEqual({ permissions: withNewsDefault, accounts: 3 });

    // a confirmation that no longer fits changes nothing
    const staleCount = await admin.client.json('POST', '/api/admin/access-defaults/apply', { permissions: withNewsDefault, accounts: 2 });
    expect(staleCount).toMatchObject({ status: 409, body: { error: { code: 'ACCESS_DEFAULTS_COUNT_CHANGED' } } });
    const staleDefaults = await admin.client.json('POST', '/api/admin/access-defaults/apply', { permissions: SPEC_DEFAULTS, accounts: 3 });
    expect(staleDefaults).toMatchObject({ status: 409, body: { error: { code: 'ACCESS_DEFAULTS_CHANGED' } } });
    expect(await permissionsOf(plain.userId)).toMatchObject({ news: false });
    expect(await platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'access_defaults.apply'))).toEqual([]);

    const applied = await admin.client.json('POST', '/api/admin/access-defaults/apply', { permissions: withNewsDefault, accounts: 3 });
    expect(applied).toEqual({ status: 200, body: { success: true, accounts: 3 } });

    for (const learner of [plain, alsoPlain]) expect(await permissionsOf(learner.userId)).toEqual(withNewsDefault);
    // the abstinence tracker's row, set in the permissions dialog, is not one of the defaults and stays
    for (const learner of [withCourses, withNews])
      expect(await permissionsOf(learner.userId)).toEqual({ ...withNewsDefault, abstinence: true });
    expect((await plain.client.json('GET', '/api/news')).status).toBe(200);
    expect((await withCourses.client.json('GET', '/api/quiz/hub')).status).toBe(403);
    // the admin's own rows are as they were (admins bypass page permissions anyway)
    expect(await permissionsOf(admin.userId)).toEqual(SPEC_DEFAULTS);

    const summary = await platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'access_defaults.apply'));
    expect(summary).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        targetId: 'access-defaults',
        changes: { permissions: withNewsDefault, accounts: 3 },
      }),
    ]);
    const perAccount = await platform.db
      .select({ targetEmail: adminAuditLog.targetEmail, changes: adminAuditLog.changes })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'user.permissions'), eq(adminAuditLog.actorEmail, admin.email)));
    const appliedTo = perAccount.filter((entry) => entry.changes.accessDefaults === 'applied').map((entry) => entry.targetEmail);
    expect(appliedTo.sort()).toEqual([plain.email, withCourses.email, alsoPlain.email].sort());

    // done: nothing left to take over
    expect((await admin.client.json('GET', '/api/admin/access-defaults/apply')).body).toEqual({
      permissions: withNewsDefault,
      accounts: 0,
    });
  });

  it("refuses a learner's cookie on every access-defaults route and changes nothing", async () => {
    const learner = await signUpVerified(platform);
    const admin = await signInAdmin(platform);
    const before = (await admin.client.json('GET', '/api/admin/access-defaults')).body;
    const everything = Object.fromEntries(Object.keys(SPEC_DEFAULTS).map((page) => [page, true]));

    expect((await learner.client.json('GET', '/api/admin/access-defaults')).status).toBe(403);
    expect((await learner.client.json('GET', '/api/admin/access-defaults/apply')).status).toBe(403);
    const save = await learner.client.json('PUT', '/api/admin/access-defaults', { permissions: everything });
    expect(save).toMatchObject({ status: 403, body: { error: { code: 'ADMIN_REQUIRED' } } });
    const preview = (await admin.client.json<{ accounts: number }>('GET', '/api/admin/access-defaults/apply')).body;
    const apply = await learner.client.json('POST', '/api/admin/access-defaults/apply', preview);
    expect(apply).toMatchObject({ status: 403, body: { error: { code: 'ADMIN_REQUIRED' } } });

    expect((await admin.client.json('GET', '/api/admin/access-defaults')).body).toEqual(before);
    expect((await learner.client.json<Me>('GET', '/api/me')).body.permissions.courses).toBe(false);
  });
});
