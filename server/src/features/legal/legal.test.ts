// Impressum and Datenschutzerklärung against a real database: the German template until an admin
// saves a page, then the saved Markdown for everyone; learners and visitors change nothing; the
// privacy template names the AI provider only when one is configured.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiEngine } from '../../ai-engine';
import { legalPages } from '../../db/schema';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';

interface Page {
  kind: string;
  body: string;
  isTemplate: boolean;
  updatedAt: string | null;
}

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
let learner: Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  learner = await signUpVerified(platform);
});
afterAll(() => platform.close());
beforeEach(async () => {
  await platform.db.delete(legalPages);
});

const publicPage = (kind: string) => platform.client().json<Page>('GET', `/api/legal/${kind}`);

describe('the public pages', () => {
  it('answer the German templates, without a session, until an admin saves them', async () => {
    const imprint = await publicPage('imprint');
    expect(imprint.status).toBe(200);
    expect(imprint.body).toMatchObject({ kind: 'imprint', isTemplate: true, updatedAt: null });
    expect(imprint.body.body).toContain('§ 5 DDG');
    expect(imprint.body.body).toContain('[Name und Anschrift des Betreibers]');
    expect(imprint.body.body).toContain('§ 18 Abs. 2 MStV');

    const privacy = await publicPage('privacy');
    expect(privacy.status).toBe(200);
    expect(privacy.body).toMatchObject({ kind: 'privacy', isTemplate: true, updatedAt: null });
    expect(privacy.body.body).toContain('Art. 9 Abs. 2 lit. a DSGVO');
    expect(privacy.body.body).toContain('youtube-nocookie.com');
    expect(privacy.body.body).toContain('Ihre IP-Adresse wird im Protokoll nicht gespeichert.');
    // the test platform runs the offline engine: no third party named for the assistant
    expect(privacy.body.body).toContain('an keinen Dritten übermittelt');
    expect(privacy.body.body).not.toContain('[Name und Anschrift des KI-Anbieters]');
  });

  it('answers 400 for an unknown page', async () => {
    expect((await publicPage('agb')).status).toBe(400);
  });
});

describe('editing in the console', () => {
  it('an admin saves the Impressum: everyone gets it, the status lists only the Datenschutz', async () => {
    expect(await admin.client.json('GET', '/api/admin/legal')).toEqual({
      status: 200,
      body: { templatePages: ['imprint', 'privacy'] },
    });

    const saved = await admin.client.json<Page>('PUT', '/api/admin/legal/imprint', { body: '  # Impressum\n\nMusterfirma GmbH  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ kind: 'imprint', body: '# Impressum\n\nMusterfirma GmbH', isTemplate: false });

    const imprint = await publicPage('imprint');
    expect(imprint.body).toMatchObject({ body: '# Impressum\n\nMusterfirma GmbH', isTemplate: false, updatedAt: saved.body.updatedAt });
    expect(imprint.body.updatedAt).not.toBeNull();
    expect((await publicPage('privacy')).body.isTemplate).toBe(true);

    expect((await admin.client.json('GET', '/api/admin/legal')).body).toEqual({ templatePages: ['privacy'] });
    const [row] = await platform.db.select().from(legalPages);
    expect(row).toMatchObject({ kind: 'imprint', updatedBy: admin.userId });

    // a second save replaces the first
    await admin.client.json('PUT', '/api/admin/legal/imprint', { body: 'Neu' });
    expect((await publicPage('imprint')).body.body).toBe('Neu');
    expect(await platform.db.select().from(legalPages)).toHaveLength(1);
  });

  it('refuses a blank or too long text and keeps the template', async () => {
    const blank = await admin.client.json<{ error: { code: string; fields: Record<string, string> } }>('PUT', '/api/admin/legal/privacy', {
      body: ' \n ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ body: 'REQUIRED' });

    const tooLong = await admin.client.json<{ error: { fields: Record<string, string> } }>('PUT', '/api/admin/legal/privacy', {
      body: 'x'.repeat(50_001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ body: 'TOO_LONG' });

    expect(await platform.db.select().from(legalPages)).toEqual([]);
  });

  it('answers 403 to a learner and 401 to a visitor, changing nothing', async () => {
    expect((await learner.client.json('PUT', '/api/admin/legal/imprint', { body: 'Fremd' })).status).toBe(403);
    expect((await learner.client.json('GET', '/api/admin/legal')).status).toBe(403);
    expect((await platform.client().json('PUT', '/api/admin/legal/imprint', { body: 'Fremd' })).status).toBe(401);
    expect(await platform.db.select().from(legalPages)).toEqual([]);
    expect((await publicPage('imprint')).body.isTemplate).toBe(true);
  });
});

describe('with an AI provider configured', () => {
  it('the privacy template says the messages go to the provider', async () => {
    const llm: AiEngine = {
      kind: 'llm',
      answerAssistant: () => (async function* () {})(),
      answerTrainer: () => (async function* () {})(),
      answerStoryInterview: () => (async function* () {})(),
    };
    const withModel = await startTestPlatform({ ai: { engine: llm } });
    try {
      const privacy = await withModel.client().json<Page>('GET', '/api/legal/privacy');
      expect(privacy.body.body).toContain('[Name und Anschrift des KI-Anbieters]');
      expect(privacy.body.body).not.toContain('an keinen Dritten übermittelt');
    } finally {
      await withModel.close();
    }
  });
});
