// The news against a real database: learners read the published items newest first, admins also the
// unpublished ones; the admin's create, edit, publish toggle and delete, with the refusals (learner
// cookies on the writes, a learner without the page, bad dates, duplicate titles) changing nothing.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { news, userPermissions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

interface Item {
  id: string;
  title: string;
  publishedOn: string;
  body: string;
  published: boolean;
}

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let learner: Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  learner = await signUpVerified(platform);
  // a new learner is denied the news (spec default); an admin grants it, as on the admin page
  await platform.db
    .update(userPermissions)
    .set({ allowed: true })
    .where(and(eq(userPermissions.userId, learner.userId), eq(userPermissions.page, 'news')));
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.db.delete(news);
});

const rows = () => platform.db.select().from(news).orderBy(asc(news.title));
const create = (body: Record<string, unknown>) => admin.client.json<Item>('POST', '/api/news', body);
const item = (title: string, publishedOn: string, extra: Record<string, unknown> = {}) => ({
  title,
  body: `Text zu ${title}`,
  publishedOn,
  published: true,
  ...extra,
});

describe('reading the news', () => {
  it('lists the published items newest first for a learner; the admin also gets the unpublished one', async () => {
    // created in this order: the two of 1 March differ only in when they were entered
    expect((await create(item('Frühjahr', '2026-03-01'))).status).toBe(201);
    expect((await create(item('Herbst', '2026-11-23'))).status).toBe(201);
    expect((await create(item('Auch Frühjahr', '2026-03-01'))).status).toBe(201);
    expect((await create(item('Entwurf', '2026-12-24', { published: false }))).status).toBe(201);
    expect((await create(item('Vorjahr', '2025-12-31'))).status).toBe(201);

    const forLearner = await learner.client.json<{ items: Item[] }>('GET', '/api/news');
    expect(forLearner.status).toBe(200);
    expect(forLearner.body.items.map(({ title, publishedOn, published }) => [title, publishedOn, published])).toEqual([
      ['Herbst', '2026-11-23', true],
      ['Auch Frühjahr', '2026-03-01', true],
      ['Frühjahr', '2026-03-01', true],
      ['Vorjahr', '2025-12-31', true],
    ]);
    expect(forLearner.body.items[0]).toEqual({
      id: expect.any(String),
      title: 'Herbst',
      publishedOn: '2026-11-23',
      body: 'Text zu Herbst',
      published: true,
      shown: { title: 'Herbst', body: 'Text zu Herbst', contentLanguage: 'de' },
    });

    const forAdmin = await admin.client.json<{ items: Item[] }>('GET', '/api/news');
    expect(forAdmin.body.items.map(({ title, published }) => [title, published])).toEqual([
      ['Entwurf', false],
      ['Herbst', true],
      ['Auch Frühjahr', true],
      ['Frühjahr', true],
      ['Vorjahr', true],
    ]);
  });

  it('refuses a learner without the page "news" (the default of a new learner) and a visitor without a session', async () => {
    await create(item('Für alle', '2026-11-23'));
    const { client } = await signUpVerified(platform);
    const refused = await client.json('GET', '/api/news');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'PAGE_FORBIDDEN' } });
    expect((await platform.client().json('GET', '/api/news')).status).toBe(401);
  });
});

describe('a learner replaying the admin calls', () => {
  it('gets 403 for each, and nothing changes', async () => {
    const { body: existing } = await create(item('Bestehend', '2026-11-23', { published: false }));
    const before = await rows();
    const calls = [
      learner.client.json('POST', '/api/news', item('Gekapert', '2026-11-24')),
      learner.client.json('PUT', `/api/news/${existing.id}`, item('Gekapert', '2026-11-24')),
      learner.client.json('PATCH', `/api/news/${existing.id}`, { published: true }),
      learner.client.json('DELETE', `/api/news/${existing.id}`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: { code: 'ADMIN_REQUIRED' } });
    }
    expect(await rows()).toEqual(before);
  });
});

describe('the admin editor', () => {
  it('creates an item with trimmed fields', async () => {
    const created = await create({ title: '  Neue Kurse  ', body: ' **Ab sofort** buchbar. ', publishedOn: '2026-11-23', published: true });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Neue Kurse',
      publishedOn: '2026-11-23',
      body: '**Ab sofort** buchbar.',
      published: true,
      translations: { tr: null, en: null },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ title: 'Neue Kurse', body: '**Ab sofort** buchbar.', publishedOn: '2026-11-23', published: true });
  });

  it.each([
    ['a day that does not exist', { publishedOn: '2026-02-30' }, { publishedOn: 'DATE' }],
    ['29 February of a common year', { publishedOn: '2025-02-29' }, { publishedOn: 'DATE' }],
    ['a German date', { publishedOn: '23.11.2026' }, { publishedOn: 'DATE' }],
    ['a year before 2000', { publishedOn: '1999-12-31' }, { publishedOn: 'DATE' }],
    ['a year after 2100', { publishedOn: '2101-01-01' }, { publishedOn: 'DATE' }],
    ['no date', { publishedOn: '' }, { publishedOn: 'REQUIRED' }],
    ['a blank title', { title: '   ' }, { title: 'REQUIRED' }],
    ['an empty text', { body: '' }, { body: 'REQUIRED' }],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, { title: 'TOO_LONG' }],
    ['a text of 20001 characters', { body: 'x'.repeat(20_001) }, { body: 'TOO_LONG' }],
  ])('refuses %s with 400 and the field code, and stores nothing', async (_name, change, fields) => {
    const response = await create({ ...item('Gültig', '2026-11-23'), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields } });
    expect(await rows()).toEqual([]);
  });

  it('accepts 29 February of a leap year and the longest title', async () => {
    expect((await create(item('Schaltjahr', '2028-02-29'))).status).toBe(201);
    expect((await create(item('y'.repeat(200), '2100-12-31'))).status).toBe(201);
  });

  it('refuses a title that exists with 409 TITLE_EXISTS, on create and on edit', async () => {
    const { body: first } = await create(item('Gebühren', '2026-11-18'));
    const { body: second } = await create(item('Fristen', '2026-11-19'));
    const before = await rows();

    const duplicate = await create(item('Gebühren', '2026-11-23', { body: 'Anderer Text' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ error: { code: 'TITLE_EXISTS', fields: { title: 'TITLE_EXISTS' } } });

    const renamed = await admin.client.json('PUT', `/api/news/${second.id}`, item('Gebühren', '2026-11-19'));
    expect(renamed.status).toBe(409);
    expect(renamed.body).toMatchObject({ error: { code: 'TITLE_EXISTS' } });
    expect(await rows()).toEqual(before);

    // its own title again is no conflict
    expect((await admin.client.json('PUT', `/api/news/${first.id}`, item('Gebühren', '2026-11-20'))).status).toBe(200);
  });

  it('saves an edit, unpublishes and publishes again, and deletes', async () => {
    const { body: created } = await create(item('Sommerpause', '2026-07-01'));

    const edited = await admin.client.json<Item>('PUT', `/api/news/${created.id}`, {
      title: 'Sommerpause vorbei',
      body: 'Wir sind zurück.',
      publishedOn: '2026-09-01',
      published: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      id: created.id,
      title: 'Sommerpause vorbei',
      publishedOn: '2026-09-01',
      body: 'Wir sind zurück.',
      published: true,
      translations: { tr: null, en: null },
    });

    const hidden = await admin.client.json<Item>('PATCH', `/api/news/${created.id}`, { published: false });
    expect(hidden.body).toMatchObject({ id: created.id, published: false });
    expect((await learner.client.json<{ items: Item[] }>('GET', '/api/news')).body.items).toEqual([]);

    await admin.client.json('PATCH', `/api/news/${created.id}`, { published: true });
    expect((await learner.client.json<{ items: Item[] }>('GET', '/api/news')).body.items.map((entry) => entry.title)).toEqual([
      'Sommerpause vorbei',
    ]);

    const deleted = await admin.client.json('DELETE', `/api/news/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    expect(await rows()).toEqual([]);
    expect((await admin.client.json('DELETE', `/api/news/${created.id}`)).status).toBe(404);
  });

  it('answers 404 NEWS_NOT_FOUND for an id that does not exist', async () => {
    for (const response of [
      await admin.client.json('PUT', `/api/news/${NO_SUCH_ID}`, item('Niemand', '2026-11-23')),
      await admin.client.json('PATCH', `/api/news/${NO_SUCH_ID}`, { published: false }),
      await admin.client.json('DELETE', `/api/news/${NO_SUCH_ID}`),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { code: 'NEWS_NOT_FOUND' } });
    }
    expect(await rows()).toEqual([]);
  });
});
