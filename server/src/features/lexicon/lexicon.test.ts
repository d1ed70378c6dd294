// The glossary's API against a real database: German alphabetical order, the related-terms rule,
// duplicate terms, admin-only writes and the page permission 'lexicon'.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lexicon, LexiconAdminTerm } from '@common/schemas/lexicon';
import { lexicon, userPermissions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const term = (name: string, overrides: Record<string, unknown> = {}) => ({
  term: name,
  definition: `Was ${name} bedeutet.`,
  category: 'Grundlagen',
  related: [],
  ...overrides,
});

async function addTerm(name: string, overrides: Record<string, unknown> = {}) {
  const response = await admin.client.json<LexiconAdminTerm>('POST', '/api/lexicon', term(name, overrides));
  expect(response.status).toBe(201);
  return response.body;
}

const rowsNamed = (name: string) => platform.db.select().from(lexicon).where(eq(lexicon.term, name));

describe('reading', () => {
  it('lists the terms in German order: Ä with A, Ö with O, ß as ss', async () => {
    const names = ['Zeuge', 'Ärztliches Gutachten', 'Abstinenz', 'Öffentlich', 'Straße', 'Strafe', 'Ordnung'];
    for (const name of names) await addTerm(name);
    const { client } = await signUpVerified(platform);
    const list = await client.json<Lexicon>('GET', '/api/lexicon');
    expect(list.status).toBe(200);
    // 'Straße' compares as 'Strasse': f before s puts 'Strafe' first
    expect(list.body.terms.map((entry) => entry.term).filter((name) => names.includes(name))).toEqual([
      'Abstinenz',
      'Ärztliches Gutachten',
      'Öffentlich',
      'Ordnung',
      'Strafe',
      'Straße',
      'Zeuge',
    ]);
    expect(list.body.terms.find((entry) => entry.term === 'Zeuge')).toEqual({
      id: expect.any(String),
      term: 'Zeuge',
      definition: 'Was Zeuge bedeutet.',
      category: 'Grundlagen',
      related: [],
      shown: { term: 'Zeuge', definition: 'Was Zeuge bedeutet.', related: [], contentLanguage: 'de' },
    });
  });

  it('a learner whose page permission lexicon is taken away gets 403', async () => {
    const { client, userId } = await signUpVerified(platform);
    await platform.db
      .update(userPermissions)
      .set({ allowed: false })
      .where(and(eq(userPermissions.userId, userId), eq(userPermissions.page, 'lexicon')));
    const response = await client.json('GET', '/api/lexicon');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'PAGE_FORBIDDEN' } });
  });
});

describe('writing', () => {
  it('trims the fields and the related terms, dropping empty and repeated ones', async () => {
    const created = await addTerm('  Haaranalyse  ', {
      definition: '  Kopfhaar speichert Konsum.  ',
      category: 'Diagnostik',
      related: [' EtG ', '', 'EtG', '   ', 'Abstinenznachweis'],
    });
    expect(created).toEqual({
      id: expect.any(String),
      term: 'Haaranalyse',
      definition: 'Kopfhaar speichert Konsum.',
      category: 'Diagnostik',
      related: ['EtG', 'Abstinenznachweis'],
      translations: { tr: null, en: null },
    });
  });

  it('a term that exists, in any case, is 409 TERM_EXISTS and nothing is written', async () => {
    await addTerm('Sperrfrist', { definition: 'Die erste Fassung.' });
    for (const name of ['Sperrfrist', 'sperrfrist', ' SPERRFRIST ']) {
      const response = await admin.client.json('POST', '/api/lexicon', term(name));
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ error: { code: 'TERM_EXISTS' } });
    }
    const rows = await rowsNamed('Sperrfrist');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.definition).toBe('Die erste Fassung.');
    expect(await rowsNamed('sperrfrist')).toHaveLength(0);
  });

  it('blank or missing fields and too long texts are 400 with field codes, and change nothing', async () => {
    const blank = await admin.client.json('POST', '/api/lexicon', { term: '   ', definition: '', related: [] });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { term: 'REQUIRED', definition: 'REQUIRED', category: 'REQUIRED' } },
    });
    const unknownCategory = await admin.client.json('POST', '/api/lexicon', term('Kategorielos', { category: 'Sonstiges' }));
    expect(unknownCategory.status).toBe(400);
    const long = await admin.client.json('POST', '/api/lexicon', term('x'.repeat(121), { related: ['y'.repeat(121)] }));
    expect(long.body).toMatchObject({ error: { fields: { term: 'TOO_LONG', 'related.0': 'TOO_LONG' } } });
    const tooMany = await admin.client.json(
      'POST',
      '/api/lexicon',
      term('Viele', { related: Array.from({ length: 21 }, (_, i) => `T${i}`) }),
    );
    expect(tooMany.status).toBe(400);
    expect(await rowsNamed('Kategorielos')).toHaveLength(0);
    expect(await rowsNamed('Viele')).toHaveLength(0);
  });

  it('edits a term; a new name is written into the related lists that named the old one', async () => {
    const target = await addTerm('Fahrverbott');
    const referrer = await addTerm('Entziehung', { related: ['Fahrverbott', 'Sperre'] });
    const saved = await admin.client.json<LexiconAdminTerm>(
      'PUT',
      `/api/lexicon/${target.id}`,
      term('Fahrverbot', { definition: 'Ein befristetes Verbot.', category: 'Rechtliches', related: ['Entziehung'] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: target.id,
      term: 'Fahrverbot',
      definition: 'Ein befristetes Verbot.',
      category: 'Rechtliches',
      related: ['Entziehung'],
      translations: { tr: null, en: null },
    });
    const [other] = await platform.db.select().from(lexicon).where(eq(lexicon.id, referrer.id));
    expect(other!.related).toEqual(['Fahrverbot', 'Sperre']);

    // keeping its own name in other case is no clash; taking another term's name is
    const recased = await admin.client.json('PUT', `/api/lexicon/${target.id}`, term('FAHRVERBOT'));
    expect(recased.status).toBe(200);
    const clash = await admin.client.json('PUT', `/api/lexicon/${target.id}`, term('entziehung'));
    expect(clash.status).toBe(409);
    expect((await platform.db.select().from(lexicon).where(eq(lexicon.id, target.id)))[0]!.term).toBe('FAHRVERBOT');
  });

  it('deletes a term; an unknown id is 404 for edit and delete', async () => {
    const doomed = await addTerm('Vergänglich');
    expect((await admin.client.json('DELETE', `/api/lexicon/${doomed.id}`)).status).toBe(200);
    expect(await rowsNamed('Vergänglich')).toHaveLength(0);
    const again = await admin.client.json('DELETE', `/api/lexicon/${doomed.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { code: 'TERM_NOT_FOUND' } });
    expect((await admin.client.json('PUT', `/api/lexicon/${doomed.id}`, term('Vergänglich'))).status).toBe(404);
    expect(await rowsNamed('Vergänglich')).toHaveLength(0);
  });
});

describe('only admins write', () => {
  it("a learner replaying the admin's calls gets 403 and nothing changes", async () => {
    const existing = await addTerm('Begutachtungsstelle', { definition: 'Unverändert.' });
    const { client } = await signUpVerified(platform);
    const add = await client.json('POST', '/api/lexicon', term('Eingeschmuggelt'));
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ error: { code: 'ADMIN_REQUIRED' } });
    expect((await client.json('PUT', `/api/lexicon/${existing.id}`, term('Umbenannt'))).status).toBe(403);
    expect((await client.json('DELETE', `/api/lexicon/${existing.id}`)).status).toBe(403);
    expect(await rowsNamed('Eingeschmuggelt')).toHaveLength(0);
    const [row] = await platform.db.select().from(lexicon).where(eq(lexicon.id, existing.id));
    expect(row).toMatchObject({ term: 'Begutachtungsstelle', definition: 'Unverändert.' });
  });
});
