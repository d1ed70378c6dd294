// Integration keys from the admin page to the integration API, against a real database: a key is
// created (shown once), used, switched off and on, expires and is deleted, each step visible to the
// integration; the key never appears in a list or a log line, and only its hash is stored.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

interface Key {
  id: string;
  name: string;
  prefix: string;
  lastFour: string;
  createdAt: string;
  expiresOn: string | null;
  isExpired: boolean;
  isActive: boolean;
  lastUsedAt: string | null;
  key?: string;
}

const logLines: Array<Record<string, unknown>> = [];
let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;

beforeAll(async () => {
  platform = await startTestPlatform({ logLines });
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const berlinDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(Date.now() + offsetDays * 86_400_000));

const create = (body: Record<string, unknown>) => admin.client.json<Key>('POST', '/api/admin/api-keys', body);
const list = () => admin.client.json<{ items: Key[] }>('GET', '/api/admin/api-keys');

/** A call of the integration API as a CRM makes it: no cookie, no origin. */
const integration = (path: string, headers: Record<string, string>) =>
  platform.app.request(`${TEST_APP_URL}/api/integration/v1${path}`, { headers });
const withKey = async (key: string) => {
  const response = await integration('/learners?limit=1', { authorization: `Bearer ${key}` });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code };
};

describe('API keys', () => {
  it('goes through its whole life: created, used, switched off and on, expired, deleted', async () => {
    const created = await create({ name: '  Pipedrive Live  ' });
    expect(created.status).toBe(201);
    const key = created.body.key!;
    expect(key).toMatch(/^pd_[A-Za-z0-9]{32}$/);
    expect(created.body).toMatchObject({ name: 'Pipedrive Live', prefix: 'pd_', lastFour: key.slice(-4), isActive: true, expiresOn: null });

    // only the hash is stored
    const [row] = await platform.db.select().from(apiKeys).where(eq(apiKeys.id, created.body.id));
    expect(row!.keyHash).toBe(crypto.createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(key.slice(3));

    expect(await withKey(key)).toEqual({ status: 200, code: undefined });
    // the X-API-Key header works as well
    expect((await integration('/learners?limit=1', { 'x-api-key': key })).status).toBe(200);
    const used = (await list()).body.items.find((item) => item.id === created.body.id)!;
    expect(used.lastUsedAt).not.toBeNull();

    expect((await admin.client.json('PATCH', `/api/admin/api-keys/${created.body.id}`, { isActive: false })).status).toBe(200);
    expect(await withKey(key)).toEqual({ status: 401, code: 'API_KEY_INACTIVE' });
    expect((await admin.client.json('PATCH', `/api/admin/api-keys/${created.body.id}`, { isActive: true })).status).toBe(200);
    expect(await withKey(key)).toEqual({ status: 200, code: undefined });

    await platform.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, created.body.id));
    expect(await withKey(key)).toEqual({ status: 401, code: 'API_KEY_EXPIRED' });
    expect((await list()).body.items.find((item) => item.id === created.body.id)!.isExpired).toBe(true);

    expect((await admin.client.json('DELETE', `/api/admin/api-keys/${created.body.id}`)).status).toBe(200);
    expect(await withKey(key)).toEqual({ status: 401, code: 'API_KEY_INVALID' });
    expect((await admin.client.json('DELETE', `/api/admin/api-keys/${created.body.id}`)).status).toBe(404);

    // the key appears in no list answer and no log line, ever
    expect(JSON.stringify((await list()).body)).not.toContain(key);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.map((line) => JSON.stringify(line)).filter((line) => line.includes(key.slice(3)))).toEqual([]);
  });

  it('refuses a missing or malformed key', async () => {
    expect((await integration('/learners', {})).status).toBe(401);
    const missing = (await (await integration('/learners', {})).json()) as { error: { code: string } };
    expect(missing.error.code).toBe('API_KEY_MISSING');
    expect(await withKey('pd_nothing')).toEqual({ status: 401, code: 'API_KEY_INVALID' });
  });

  it('lists newest first with the masked parts only, and keeps the expiry day in Europe/Berlin', async () => {
    const today = berlinDate(0);
    const first = await create({ name: 'Erster', expiresOn: today });
    const second = await create({ name: 'Zweiter', expiresOn: null, isActive: false });
    expect(first.body.expiresOn).toBe(today);
    expect(first.body.isExpired).toBe(false);
    expect(second.body.isActive).toBe(false);
    const items = (await list()).body.items;
    expect(items.slice(0, 2).map((item) => item.name)).toEqual(['Zweiter', 'Erster']);
    expect(Object.keys(items[0]!).sort()).toEqual(
      ['createdAt', 'expiresOn', 'id', 'isActive', 'isExpired', 'lastFour', 'lastUsedAt', 'name', 'prefix'].sort(),
    );
    // valid through the end of the day: the stored instant is the next midnight in Berlin
    const [row] = await platform.db
      .select({ local: sql<string>`to_char(${apiKeys.expiresAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD HH24:MI')` })
      .from(apiKeys)
      .where(eq(apiKeys.id, first.body.id));
    expect(row!.local).toBe(`${berlinDate(1)} 00:00`);
    // the day-only key works today
    expect((await withKey(first.body.key!)).status).toBe(200);
  });

  it('refuses a blank name, a past expiry and a learner', async () => {
    const blank = await create({ name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { name: 'REQUIRED' } } });
    const past = await create({ name: 'Alt', expiresOn: berlinDate(-1) });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ error: { fields: { expiresOn: 'IN_THE_PAST' } } });
    expect((await create({ name: 'x'.repeat(101) })).status).toBe(400);
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('POST', '/api/admin/api-keys', { name: 'Nope' })).status).toBe(403);
    expect((await learner.client.json('GET', '/api/admin/api-keys')).status).toBe(403);
  });

  it('answers 429 with Retry-After after 120 requests in a minute with one key', async () => {
    const { body } = await create({ name: 'Viel' });
    // the window's count, set as if 120 requests had just been made
    const rateKey = `apikey:${body.id}`;
    await platform.db.execute(
      sql`insert into rate_limit (id, key, count, last_request) values (${rateKey}, ${rateKey}, 120, ${Date.now()})`,
    );
    const response = await integration('/learners?limit=1', { authorization: `Bearer ${body.key}` });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  });
});
