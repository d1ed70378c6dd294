// The knowledge articles' API against a real database: the scope by MPU reasons, German order,
// validation and admin-only writes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeArticle, KnowledgeArticles } from '@common/schemas/knowledge';
import { knowledgeArticles, userPermissions } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterAll(() => platform.close());

const article = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  summary: `Kurz: ${title}`,
  body: `# ${title}\n\n- Punkt eins\n- Punkt zwei`,
  category: 'Grundlagen',
  mpuTypes: ['alcohol'],
  ...overrides,
});

async function addArticle(title: string, overrides: Record<string, unknown> = {}) {
  const response = await admin.client.json<KnowledgeArticle>('POST', '/api/knowledge', article(title, overrides));
  expect(response.status).toBe(201);
  return response.body;
}

/** A learner with the page 'courses' (a new learner does not have it), as an admin grants it. */
async function learnerWithCourses(mpuReason: string) {
  const learner = await signUpVerified(platform, { mpuReason });
  await platform.db
    .update(userPermissions)
    .set({ allowed: true })
    .where(and(eq(userPermissions.userId, learner.userId), eq(userPermissions.page, 'courses')));
  return learner;
}

const rowsTitled = (title: string) => platform.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.title, title));

describe('reading', () => {
  it('a drugs learner sees the drug and the multi-reason articles, not the alcohol-only one; an admin sees all, in German order', async () => {
    await addArticle('Zeitplan bis zur Begutachtung', { mpuTypes: ['drugs'] });
    await addArticle('Überblick über die MPU', { mpuTypes: ['alcohol', 'drugs', 'points'] });
    await addArticle('Alkohol und Promille', { mpuTypes: ['alcohol'] });
    await addArticle('Ärztliche Untersuchung', { mpuTypes: ['drugs', 'medizinalcannabis'] });
    const titles = (body: KnowledgeArticles) => body.articles.map((entry) => entry.title);

    const { client } = await learnerWithCourses('drugs');
    const drugs = await client.json<KnowledgeArticles>('GET', '/api/knowledge');
    expect(drugs.status).toBe(200);
    expect(titles(drugs.body)).toEqual(['Ärztliche Untersuchung', 'Überblick über die MPU', 'Zeitplan bis zur Begutachtung']);

    const all = await admin.client.json<KnowledgeArticles>('GET', '/api/knowledge');
    expect(titles(all.body)).toEqual([
      'Alkohol und Promille',
      'Ärztliche Untersuchung',
      'Überblick über die MPU',
      'Zeitplan bis zur Begutachtung',
    ]);
    expect(all.body.articles[0]).toEqual({
      id: expect.any(String),
      title: 'Alkohol und Promille',
      summary: 'Kurz: Alkohol und Promille',
      body: '# Alkohol und Promille\n\n- Punkt eins\n- Punkt zwei',
      category: 'Grundlagen',
      mpuTypes: ['alcohol'],
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // no version in the reader's language: the reader is shown the German
      shown: {
        title: 'Alkohol und Promille',
        summary: 'Kurz: Alkohol und Promille',
        body: '# Alkohol und Promille\n\n- Punkt eins\n- Punkt zwei',
        contentLanguage: 'de',
      },
    });
  });

  it('needs the page permission courses, as the route table says', async () => {
    const { client } = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const response = await client.json('GET', '/api/knowledge');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'PAGE_FORBIDDEN' } });
  });
});

describe('writing', () => {
  it('no MPU type saves alcohol; a title that exists in any case is 409 and nothing is written', async () => {
    const created = await addArticle('  Die Fragestellung  ', {
      mpuTypes: [],
      summary: '',
      body: 'Was die Behörde wissen will.',
      category: 'Gutachten',
    });
    expect(created).toMatchObject({ title: 'Die Fragestellung', summary: '', category: 'Gutachten', mpuTypes: ['alcohol'] });
    const clash = await admin.client.json('POST', '/api/knowledge', article('die fragestellung', { body: 'Anderer Text' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ error: { code: 'TITLE_EXISTS' } });
    expect(await rowsTitled('die fragestellung')).toHaveLength(0);
    expect((await rowsTitled('Die Fragestellung'))[0]!.body).toBe('Was die Behörde wissen will.');
  });

  it('blank, unknown and too long fields are 400 with field codes, and nothing is written', async () => {
    const blank = await admin.client.json('POST', '/api/knowledge', { title: ' ', body: '', mpuTypes: ['speeding'] });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { title: 'REQUIRED', body: 'REQUIRED', category: 'REQUIRED' } },
    });
    expect(blank.body).toMatchObject({ error: { fields: { 'mpuTypes.0': expect.any(String) } } });
    const long = await admin.client.json(
      'POST',
      '/api/knowledge',
      article('x'.repeat(201), { summary: 's'.repeat(501), body: 'b'.repeat(50001) }),
    );
    expect(long.body).toMatchObject({ error: { fields: { title: 'TOO_LONG', summary: 'TOO_LONG', body: 'TOO_LONG' } } });
    const twice = await admin.client.json('POST', '/api/knowledge', article('Doppelt', { mpuTypes: ['drugs', 'drugs'] }));
    expect(twice.status).toBe(400);
    expect(await rowsTitled('Doppelt')).toHaveLength(0);
  });

  it('edits an article (and its updatedAt), deletes it; an unknown id is 404', async () => {
    const created = await addArticle('Der Ablauf');
    const saved = await admin.client.json<KnowledgeArticle>(
      'PUT',
      `/api/knowledge/${created.id}`,
      article('Der Ablauf der MPU', { body: 'Neu', category: 'Organisation', mpuTypes: ['points', 'criminal'] }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: created.id, title: 'Der Ablauf der MPU', body: 'Neu', category: 'Organisation' });
    expect(saved.body.mpuTypes).toEqual(['points', 'criminal']);
    expect(saved.body.updatedAt >= created.updatedAt).toBe(true);

    expect((await admin.client.json('DELETE', `/api/knowledge/${created.id}`)).status).toBe(200);
    expect(await rowsTitled('Der Ablauf der MPU')).toHaveLength(0);
    const again = await admin.client.json('DELETE', `/api/knowledge/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: { code: 'ARTICLE_NOT_FOUND' } });
    expect((await admin.client.json('PUT', `/api/knowledge/${created.id}`, article('Der Ablauf'))).status).toBe(404);
  });
});

describe('only admins write', () => {
  it("a learner with the page replaying the admin's calls gets 403 and nothing changes", async () => {
    const existing = await addArticle('Unantastbar', { body: 'Original' });
    const { client } = await learnerWithCourses('alcohol');
    const add = await client.json('POST', '/api/knowledge', article('Eingeschmuggelt'));
    expect(add.status).toBe(403);
    expect(add.body).toMatchObject({ error: { code: 'ADMIN_REQUIRED' } });
    expect((await client.json('PUT', `/api/knowledge/${existing.id}`, article('Umbenannt'))).status).toBe(403);
    expect((await client.json('DELETE', `/api/knowledge/${existing.id}`)).status).toBe(403);
    expect(await rowsTitled('Eingeschmuggelt')).toHaveLength(0);
    expect((await rowsTitled('Unantastbar'))[0]!.body).toBe('Original');
  });
});
