import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserList } from '@common/schemas/admin-users';
import { adminAuditLog, profiles, session, userDetails, userPermissions } from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified, uniqueEmail } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const auditOf = (targetId: string) => platform.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('listing and searching users', () => {
  it('searches emails case-insensitively by substring, newest first, paginated on the server', async () => {
    const tag = `suche${Date.now().toString(36)}`;
    const emails: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `${tag}-${i}@Example.org`;
      emails.push(email.toLowerCase());
      await admin.client.json('POST', '/api/admin/users', { email, password: PASSWORD });
    }
    const all = await admin.client.json<AdminUserList>('GET', `/api/admin/users?search=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((u) => u.email)).toEqual([...emails].reverse());

    const page2 = await admin.client.json<AdminUserList>('GET', `/api/admin/users?search=${tag}&pageSize=2&page=2`);
    expect(page2.body.items.map((u) => u.email)).toEqual([emails[0]]);

    const single = await admin.client.json<AdminUserList>('GET', `/api/admin/users?search=${encodeURIComponent('-1@')}`);
    expect(single.body.items.map((u) => u.email)).toContain(emails[1]);

    const literal = await admin.client.json<AdminUserList>('GET', `/api/admin/users?search=${encodeURIComponent('%')}`);
    expect(literal.body.total).toBe(0);
  });

  it('answers each user with role, effective reasons, creation time and permissions', async () => {
    const { email } = await signUpVerified(platform, { mpuReason: 'drugs' });
    const list = await admin.client.json<AdminUserList>('GET', `/api/admin/users?search=${email}`);
    expect(list.body.items[0]).toMatchObject({
      email,
      role: 'user',
      mpuReasons: ['drugs'],
      permissions: { videos: true, lexicon: true, courses: false, news: false, 'book-session': false },
    });
    expect(new Date(list.body.items[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects a bad page number with field errors', async () => {
    const response = await admin.client.json('GET', '/api/admin/users?page=0');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { page: expect.any(String) } } });
  });
});

describe('editing a user', () => {
  it('writes role, reasons and the first reason as legacy value in one request, and audits it', async () => {
    const target = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const response = await admin.client.json('PATCH', `/api/admin/users/${target.userId}`, {
      role: 'admin',
      mpuReasons: ['criminal', 'points'],
    });
    expect(response.status).toBe(200);
    const [profile] = await platform.db.select().from(profiles).where(eq(profiles.id, target.userId));
    expect(profile).toMatchObject({ role: 'admin', mpuReasons: ['criminal', 'points'], mpuReason: 'criminal' });
    expect((await target.client.json<{ role: string }>('GET', '/api/me')).body.role).toBe('admin');

    await admin.client.json('PATCH', `/api/admin/users/${target.userId}`, { role: 'user', mpuReasons: [] });
    const [after] = await platform.db.select().from(profiles).where(eq(profiles.id, target.userId));
    expect(after).toMatchObject({ role: 'user', mpuReasons: [], mpuReason: null });

    const audit = await auditOf(target.userId);
    expect(audit.map((a) => a.action)).toEqual(['user.update', 'user.update']);
    expect(audit[0]).toMatchObject({ actorEmail: admin.email, targetEmail: target.email });
  });

  it('rejects unknown reasons and roles without changing anything', async () => {
    const target = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const response = await admin.client.json('PATCH', `/api/admin/users/${target.userId}`, { role: 'boss', mpuReasons: ['speeding'] });
    expect(response.status).toBe(400);
    expect(Object.keys((response.body as { error: { fields: object } }).error.fields).sort()).toEqual(['mpuReasons.0', 'role']);
    const [profile] = await platform.db.select().from(profiles).where(eq(profiles.id, target.userId));
    expect(profile).toMatchObject({ role: 'user', mpuReasons: ['alcohol'] });
  });

  it('page permissions take effect on the user’s next request', async () => {
    const target = await signUpVerified(platform);
    const all = {
      courses: true,
      videos: false,
      lexicon: true,
      news: true,
      'book-session': true,
      'ai-assistant': false,
      'exam-trainer': true,
      'performance-trainer': false,
      abstinence: false,
      'my-story': true,
    };
    const response = await admin.client.json('PUT', `/api/admin/users/${target.userId}/permissions`, { permissions: all });
    expect(response.status).toBe(200);
    const me = await target.client.json<{ permissions: Record<string, boolean> }>('GET', '/api/me');
    expect(me.body.permissions).toEqual(all);
    expect((await auditOf(target.userId)).map((a) => a.action)).toEqual(['user.permissions']);

    const partial = await admin.client.json('PUT', `/api/admin/users/${target.userId}/permissions`, { permissions: { videos: true } });
    expect(partial.status).toBe(400);
  });

  it('an admin cannot demote themselves', async () => {
    const response = await admin.client.json('PATCH', `/api/admin/users/${admin.userId}`, { role: 'user', mpuReasons: [] });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'CANNOT_DEMOTE_SELF' } });
  });
});

describe('creating a user', () => {
  it('creates a confirmed user with profile, default permissions and personal rows, who can sign in at once', async () => {
    const email = uniqueEmail('neu');
    const response = await admin.client.json<{ userId: string }>('POST', '/api/admin/users', {
      email: `  ${email.toUpperCase()} `,
      password: 'start123',
      mpuReasons: ['drugs'],
    });
    expect(response.status).toBe(201);
    const userId = response.body.userId;
    const [profile] = await platform.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ email, role: 'user', mpuReasons: ['drugs'], mpuReason: 'drugs' });
    expect(await platform.db.select().from(userPermissions).where(eq(userPermissions.userId, userId))).toHaveLength(9);
    expect(await platform.db.select().from(userDetails).where(eq(userDetails.userId, userId))).toHaveLength(1);
    const signIn = await platform.client().json('POST', '/api/auth/sign-in/email', { email, password: 'start123' });
    expect(signIn.status).toBe(200);
    expect((await auditOf(userId))[0]).toMatchObject({ action: 'user.create', changes: { role: 'user', mpuReasons: ['drugs'] } });
    expect(JSON.stringify(await auditOf(userId))).not.toContain('start123');
  });

  it('validates: blank fields, short password, duplicate email', async () => {
    const blank = await admin.client.json('POST', '/api/admin/users', { email: '   ', password: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { fields: { email: 'REQUIRED', password: 'REQUIRED' } } });
    const short = await admin.client.json('POST', '/api/admin/users', { email: uniqueEmail(), password: '12345' });
    expect(short.body).toMatchObject({ error: { fields: { password: 'PASSWORD_TOO_SHORT' } } });
    const { email } = await signUpVerified(platform);
    const duplicate = await admin.client.json('POST', '/api/admin/users', { email, password: PASSWORD });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ error: { code: 'USER_ALREADY_EXISTS' } });
  });
});

describe('resetting a password', () => {
  it('sets the new password and revokes the user’s sessions at once', async () => {
    const target = await signUpVerified(platform);
    expect((await target.client.get('/api/me')).status).toBe(200);
    const response = await admin.client.json('POST', `/api/admin/users/${target.userId}/password`, { newPassword: 'anders123' });
    expect(response).toMatchObject({ status: 200, body: { email: target.email } });
    expect((await target.client.get('/api/me')).status).toBe(401);
    expect(await platform.db.select().from(session).where(eq(session.userId, target.userId))).toHaveLength(0);
    const oldPassword = await platform.client().json('POST', '/api/auth/sign-in/email', { email: target.email, password: target.password });
    expect(oldPassword.status).toBe(401);
    const newPassword = await platform.client().json('POST', '/api/auth/sign-in/email', { email: target.email, password: 'anders123' });
    expect(newPassword.status).toBe(200);
    expect((await auditOf(target.userId)).map((a) => a.action)).toEqual(['user.password_reset']);
  });

  it('requires a new password of at least 6 characters', async () => {
    const target = await signUpVerified(platform);
    expect((await admin.client.json('POST', `/api/admin/users/${target.userId}/password`, { newPassword: '' })).body).toMatchObject({
      error: { fields: { newPassword: 'REQUIRED' } },
    });
    expect((await admin.client.json('POST', `/api/admin/users/${target.userId}/password`, { newPassword: 'abc' })).status).toBe(400);
  });
});

describe('deleting a user', () => {
  it('removes the account, its sessions and personal rows, and keeps an audit entry', async () => {
    const target = await signUpVerified(platform);
    const response = await admin.client.json('DELETE', `/api/admin/users/${target.userId}`);
    expect(response).toMatchObject({ status: 200, body: { email: target.email } });
    expect((await target.client.get('/api/me')).status).toBe(401);
    for (const table of [userDetails, userPermissions]) {
      expect(await platform.db.select().from(table).where(eq(table.userId, target.userId))).toHaveLength(0);
    }
    expect(await platform.db.select().from(profiles).where(eq(profiles.id, target.userId))).toHaveLength(0);
    expect((await auditOf(target.userId))[0]).toMatchObject({ action: 'user.delete', targetEmail: target.email });
    expect((await admin.client.json('DELETE', `/api/admin/users/${target.userId}`)).status).toBe(404);
  });

  it('an admin cannot delete themselves; the last admin is never deleted or demoted', async () => {
    const self = await admin.client.json('DELETE', `/api/admin/users/${admin.userId}`);
    expect(self.body).toMatchObject({ error: { code: 'CANNOT_DELETE_SELF' } });

    // a second admin removes every other admin until only one remains
    const second = await signInAdmin(platform);
    const admins = await platform.db.select().from(profiles).where(eq(profiles.role, 'admin'));
    for (const other of admins) {
      if (other.id !== second.userId && other.id !== admin.userId) {
        expect((await second.client.json('DELETE', `/api/admin/users/${other.id}`)).status).toBe(200);
      }
    }
    // two admins remain (admin and second): second may demote admin, and then admin is no admin anymore
    expect((await second.client.json('PATCH', `/api/admin/users/${admin.userId}`, { role: 'user', mpuReasons: [] })).status).toBe(200);
    expect((await admin.client.json('GET', '/api/admin/users')).status).toBe(403);
    // second is now the last admin: nobody can demote or delete them (they cannot act on themselves either)
    expect((await second.client.json('PATCH', `/api/admin/users/${second.userId}`, { role: 'user', mpuReasons: [] })).status).toBe(409);
    const remaining = await platform.db.select().from(profiles).where(eq(profiles.role, 'admin'));
    expect(remaining.map((r) => r.id)).toEqual([second.userId]);
    // restore for other tests
    await second.client.json('PATCH', `/api/admin/users/${admin.userId}`, { role: 'admin', mpuReasons: [] });
  });
});

describe('audit log: every admin write leaves exactly one row naming actor and target', () => {
  const expectOneAuditRow = async (targetId: string, action: string, targetEmail: string) => {
    const rows = await auditOf(targetId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action, actorId: admin.userId, actorEmail: admin.email, targetId, targetEmail });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    return rows[0]!;
  };

  it('role and reasons change', async () => {
    const target = await signUpVerified(platform, { mpuReason: 'alcohol' });
    expect((await admin.client.json('PATCH', `/api/admin/users/${target.userId}`, { role: 'user', mpuReasons: ['drugs'] })).status).toBe(
      200,
    );
    const row = await expectOneAuditRow(target.userId, 'user.update', target.email);
    expect(row.changes).toEqual({ role: { from: 'user', to: 'user' }, mpuReasons: { from: ['alcohol'], to: ['drugs'] } });
  });

  it('permissions', async () => {
    const target = await signUpVerified(platform);
    const permissions = {
      courses: true,
      videos: true,
      lexicon: true,
      news: false,
      'book-session': false,
      'ai-assistant': false,
      'exam-trainer': true,
      'performance-trainer': true,
      abstinence: true,
      'my-story': true,
    };
    expect((await admin.client.json('PUT', `/api/admin/users/${target.userId}/permissions`, { permissions })).status).toBe(200);
    expect((await expectOneAuditRow(target.userId, 'user.permissions', target.email)).changes).toEqual({ permissions });
  });

  it('creation', async () => {
    const email = uniqueEmail('audit');
    const created = await admin.client.json<{ userId: string }>('POST', '/api/admin/users', { email, password: 'start123' });
    expect(created.status).toBe(201);
    await expectOneAuditRow(created.body.userId, 'user.create', email);
  });

  it('password reset (without the password)', async () => {
    const target = await signUpVerified(platform);
    expect((await admin.client.json('POST', `/api/admin/users/${target.userId}/password`, { newPassword: 'geheimXY9' })).status).toBe(200);
    const row = await expectOneAuditRow(target.userId, 'user.password_reset', target.email);
    expect(JSON.stringify(row)).not.toContain('geheimXY9');
  });

  it('deletion (the row outlives the user)', async () => {
    const target = await signUpVerified(platform);
    expect((await admin.client.json('DELETE', `/api/admin/users/${target.userId}`)).status).toBe(200);
    await expectOneAuditRow(target.userId, 'user.delete', target.email);
  });

  it('a refused write leaves no row', async () => {
    const target = await signUpVerified(platform);
    expect((await admin.client.json('PATCH', `/api/admin/users/${target.userId}`, { role: 'boss', mpuReasons: [] })).status).toBe(400);
    expect(await auditOf(target.userId)).toEqual([]);
  });
});
