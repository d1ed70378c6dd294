// The Turkish and English versions of glossary terms in the admin API, against a real database: current when saved,
// stale after a German edit, current again when confirmed; only admins read and write them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LexiconAdmin, LexiconAdminTerm } from '@common/schemas/lexicon';
import { lexicon } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const german = { term: 'Abstinenz', definition: 'Der vollständige Verzicht auf Alkohol.', category: 'Grundlagen', related: [] };
const turkish = { term: 'Abstinans', definition: 'Alkolden tamamen uzak durmak.' };

async function adminTerm(id: string) {
  const list = await admin.client.json<LexiconAdmin>('GET', '/api/lexicon/admin');
  expect(list.status).toBe(200);
  return list.body.terms.find((entry) => entry.id === id)!;
}

describe('glossary term versions', () => {
  it('saved with German: tr current, en missing; a German edit makes tr stale; confirmed makes it current again', async () => {
    const created = await admin.client.json<LexiconAdminTerm>('POST', '/api/lexicon', { ...german, translations: { tr: turkish } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      ...german,
      translations: { tr: { ...turkish, status: 'current' }, en: null },
    });
    expect((await adminTerm(created.body.id)).translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });

    const edited = await admin.client.json<LexiconAdminTerm>('PUT', `/api/lexicon/${created.body.id}`, {
      ...german,
      definition: 'Der vollständige und dauerhafte Verzicht auf Alkohol.',
      translations: { tr: turkish },
    });
    expect(edited.status).toBe(200);
    expect((await adminTerm(created.body.id)).translations).toEqual({ tr: { ...turkish, status: 'stale' }, en: null });

    // without translations in the body the versions stay as they are: still stale
    await admin.client.json('PUT', `/api/lexicon/${created.body.id}`, {
      ...german,
      definition: 'Der vollständige und dauerhafte Verzicht auf Alkohol.',
    });
    expect((await adminTerm(created.body.id)).translations.tr?.status).toBe('stale');

    const confirmed = await admin.client.json<LexiconAdminTerm>('PUT', `/api/lexicon/${created.body.id}`, {
      ...german,
      definition: 'Der vollständige und dauerhafte Verzicht auf Alkohol.',
      translations: { tr: { ...turkish, confirmed: true } },
    });
    expect(confirmed.body.translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });
    expect((await adminTerm(created.body.id)).translations).toEqual({ tr: { ...turkish, status: 'current' }, en: null });
  });

  it('a version without its term is 400 and changes nothing', async () => {
    const created = await admin.client.json<LexiconAdminTerm>('POST', '/api/lexicon', { ...german, term: 'Rückfall' });
    const before = await platform.db.select().from(lexicon).where(eq(lexicon.id, created.body.id));
    const refused = await admin.client.json('PUT', `/api/lexicon/${created.body.id}`, {
      ...german,
      term: 'Rückfall',
      definition: 'Geändert.',
      translations: { en: { term: ' ', definition: 'Relapse.' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'VALIDATION_ERROR', fields: { 'translations.en.term': 'REQUIRED' } } });
    expect(await platform.db.select().from(lexicon).where(eq(lexicon.id, created.body.id))).toEqual(before);
  });

  it('a learner calling the admin routes gets 403', async () => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('GET', '/api/lexicon/admin')).status).toBe(403);
    expect((await learner.client.json('POST', '/api/lexicon', { ...german, term: 'Lernende', translations: { tr: turkish } })).status).toBe(
      403,
    );
  });
});
