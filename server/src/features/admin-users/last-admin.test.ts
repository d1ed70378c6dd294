// The platform never loses its last administrator. Each 409 LAST_ADMIN branch is reached by its
// own test on a database of its own (other test files create admins freely).
//
// In the admin page, an acting admin is an admin themselves, so "demote or delete the last other
// admin" is only reachable when the actor lost the role after requireAdmin let the request in:
// two admins demoting each other at once. The row lock (SELECT … FOR UPDATE) serialises them; the
// second transaction then sees itself as the only admin left. The service tests call the service
// in exactly that state (actor already demoted), which a sequential HTTP test cannot produce.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { profiles, user } from '../../db/schema';
import { PASSWORD, signInAdmin } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { deleteUser, updateUser } from './admin-users.service';

let platform: TestPlatform;
let first: Awaited<ReturnType<typeof signInAdmin>>;
let second: Awaited<ReturnType<typeof signInAdmin>>;

const adminIds = async () =>
  (await platform.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, 'admin'))).map((r) => r.id).sort();

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

// exactly two admins before each test: first and second (every earlier admin is demoted)
beforeEach(async () => {
  await platform.db.update(profiles).set({ role: 'user' }).where(eq(profiles.role, 'admin'));
  first = await signInAdmin(platform);
  second = await signInAdmin(platform);
  expect(await adminIds()).toEqual([first.userId, second.userId].sort());
});

describe('admin page: demoting or deleting the last other administrator', () => {
  it('with two admins, one may demote the other (the rule counts, it does not forbid)', async () => {
    const response = await first.client.json('PATCH', `/api/admin/users/${second.userId}`, { role: 'user', mpuReasons: [] });
    expect(response.status).toBe(200);
    expect(await adminIds()).toEqual([first.userId]);
  });

  it('demoting: an actor who lost the role meanwhile gets 409 LAST_ADMIN and nothing changes', async () => {
    await platform.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, second.userId));
    const attempt = updateUser({
      db: platform.db,
      actor: { userId: second.userId, email: second.email },
      userId: first.userId,
      changes: { role: 'user', mpuReasons: [] },
    });
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    expect(await adminIds()).toEqual([first.userId]);
  });

  it('deleting: an actor who lost the role meanwhile gets 409 LAST_ADMIN and the admin stays', async () => {
    await platform.db.update(profiles).set({ role: 'user' }).where(eq(profiles.id, second.userId));
    const attempt = deleteUser({
      db: platform.db,
      media: platform.media,
      logger: pino({ level: 'silent' }),
      actor: { userId: second.userId, email: second.email },
      userId: first.userId,
    });
    await expect(attempt).rejects.toMatchObject({ status: 409, code: 'LAST_ADMIN' });
    expect(await platform.db.select().from(user).where(eq(user.id, first.userId))).toHaveLength(1);
    expect(await adminIds()).toEqual([first.userId]);
  });

  it('two admins demoting each other at once: one wins, the other is refused, one admin remains', async () => {
    const [a, b] = await Promise.all([
      first.client.json<{ error?: { code: string } }>('PATCH', `/api/admin/users/${second.userId}`, { role: 'user', mpuReasons: [] }),
      second.client.json<{ error?: { code: string } }>('PATCH', `/api/admin/users/${first.userId}`, { role: 'user', mpuReasons: [] }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    // the loser is refused either by requireAdmin (it saw the demotion) or by the locked count
    const loser = a.status === 200 ? b : a;
    expect([403, 409]).toContain(loser.status);
    if (loser.status === 409) expect(loser.body.error?.code).toBe('LAST_ADMIN');
    expect(await adminIds()).toHaveLength(1);
  });

  it('two admins deleting each other at once: one admin remains', async () => {
    const [a, b] = await Promise.all([
      first.client.json('DELETE', `/api/admin/users/${second.userId}`),
      second.client.json('DELETE', `/api/admin/users/${first.userId}`),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    expect(await adminIds()).toHaveLength(1);
  });
});

describe('settings: the last administrator deleting their own account', () => {
  it('is refused with 409 LAST_ADMIN; the account stays', async () => {
    expect((await first.client.json('PATCH', `/api/admin/users/${second.userId}`, { role: 'user', mpuReasons: [] })).status).toBe(200);
    const response = await first.client.json('POST', '/api/me/delete', { password: PASSWORD });
    expect(response).toMatchObject({ status: 409, body: { error: { code: 'LAST_ADMIN' } } });
    expect((await first.client.get('/api/me')).status).toBe(200);
  });

  it('while another admin remains, an admin may delete their own account', async () => {
    const response = await first.client.json('POST', '/api/me/delete', { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await adminIds()).toEqual([second.userId]);
  });
});
