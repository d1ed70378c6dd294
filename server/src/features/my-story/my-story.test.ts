// "Meine MPU-Geschichte" against a real database: nothing is stored before the consent, a save from a
// stale tab is refused with the newer story, one version per German calendar day, nobody but the
// owner (no other learner, no administrator) reaches a version, withdrawal and account deletion leave
// no row, the data export carries the story, the PDF holds the learner's words, the page can be denied.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MyStoryState, MyStoryVersion, MyStoryVersionSummary } from '@common/schemas/my-story';
import { knowledgeArticles, myStories, myStoryConsents, myStoryVersions } from '../../db/schema';
import { PASSWORD, setPagePermissions, signInAdmin, signUpVerified } from '../../test/factories';
import { extractPdfLines } from '../../test/pdf-text';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
type Learner = Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterEach(() => vi.useRealTimers());
afterAll(() => platform.close());

async function rowsOf(userId: string) {
  const consents = await platform.db.select().from(myStoryConsents).where(eq(myStoryConsents.userId, userId));
  const stories = await platform.db.select().from(myStories).where(eq(myStories.userId, userId));
  const versions = await platform.db.select().from(myStoryVersions).where(eq(myStoryVersions.userId, userId));
  return { consents: consents.length, stories: stories.length, versions: versions.length };
}

async function consentingLearner(options: Parameters<typeof signUpVerified>[1] = {}) {
  const learner = await signUpVerified(platform, options);
  expect((await learner.client.json('POST', '/api/my-story/consent', { accepted: true })).status).toBe(200);
  return learner;
}

const save = (learner: Learner, story: Record<string, unknown>, baseRevision: number) =>
  learner.client.json<MyStoryState>('PUT', '/api/my-story', { story, baseRevision });

/** Sets the clock for the server's "today" (the versions' day); the database's own clock is not used for it. */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

const getPdf = (learner: Learner) =>
  platform.app.request(`${TEST_APP_URL}/api/my-story/export.pdf`, {
    headers: { origin: TEST_APP_URL, cookie: learner.client.cookieHeader() },
  });

describe('consent first', () => {
  it('without the consent a save stores nothing and answers 409 CONSENT_REQUIRED', async () => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('GET', '/api/my-story')).body).toEqual({
      consentedAt: null,
      story: null,
      revision: 0,
      updatedAt: null,
    });
    const refused = await save(learner, { causes: { text: 'Ich habe getrunken, um Stress zu vergessen.' } }, 0);
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'CONSENT_REQUIRED' } } });
    expect(await rowsOf(learner.userId)).toEqual({ consents: 0, stories: 0, versions: 0 });
    expect((await learner.client.json('GET', '/api/my-story/versions')).body).toEqual([]);
  });

  it('the consent must be given explicitly (accepted: true), and gives an empty story at revision 0', async () => {
    const learner = await signUpVerified(platform);
    expect(await learner.client.json('POST', '/api/my-story/consent', { accepted: false })).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', fields: { accepted: 'CONSENT_REQUIRED' } } },
    });
    expect(await rowsOf(learner.userId)).toEqual({ consents: 0, stories: 0, versions: 0 });
    const given = await learner.client.json<MyStoryState>('POST', '/api/my-story/consent', { accepted: true });
    expect(given.status).toBe(200);
    expect(given.body.consentedAt).toEqual(expect.any(String));
    expect(given.body.revision).toBe(0);
    expect(given.body.story?.causes.text).toBe('');
    expect(given.body.story?.incidents).toEqual([]);
  });
});

describe('saving', () => {
  it('saves the story with its revision; a tab that missed a save gets 409 STALE_REVISION with the newer story', async () => {
    const learner = await consentingLearner();
    const first = await save(learner, { insight: { text: 'Ich habe Alkohol als Mittel gegen Stress benutzt.' } }, 0);
    expect(first.status).toBe(200);
    expect(first.body.revision).toBe(1);
    expect(first.body.story?.insight.text).toBe('Ich habe Alkohol als Mittel gegen Stress benutzt.');
    expect(first.body.story?.change.goal).toBe('');

    const second = await save(learner, { insight: { text: 'Zweite Fassung aus Tab A.' } }, 1);
    expect(second.body.revision).toBe(2);

    // tab B still holds revision 1
    const stale = await learner.client.json<{ error: { code: string }; state: MyStoryState }>('PUT', '/api/my-story', {
      story: { insight: { text: 'Fassung aus Tab B, die Tab A überschreiben würde.' } },
      baseRevision: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('STALE_REVISION');
    expect(stale.body.state.revision).toBe(2);
    expect(stale.body.state.story?.insight.text).toBe('Zweite Fassung aus Tab A.');

    // a second first save (two tabs that both started empty) is refused the same way
    expect((await save(learner, { insight: { text: 'Tab C' } }, 0)).status).toBe(409);
    const now = await learner.client.json<MyStoryState>('GET', '/api/my-story');
    expect(now.body.revision).toBe(2);
    expect(now.body.story?.insight.text).toBe('Zweite Fassung aus Tab A.');
  });

  it('bad input answers 400 with the field that is wrong, and nothing changes', async () => {
    const learner = await consentingLearner();
    expect((await save(learner, { causes: { text: 'Stand vor dem Fehler' } }, 0)).status).toBe(200);
    const refused = await save(
      learner,
      {
        incidents: [{ id: 'i1', reason: 'alcohol', date: '2025-13-01', bacPermille: 9 }],
        change: { since: 'letzten März' },
      },
      1,
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        fields: {
          'story.incidents.0.date': 'INVALID_DATE',
          'story.incidents.0.bacPermille': 'TOO_LARGE',
          'story.change.since': 'INVALID_DATE',
        },
      },
    });
    expect((await save(learner, { causes: { text: 'x'.repeat(4001) } }, 1)).body).toMatchObject({
      error: { fields: { 'story.causes.text': 'TOO_LONG' } },
    });
    const state = await learner.client.json<MyStoryState>('GET', '/api/my-story');
    expect(state.body.revision).toBe(1);
    expect(state.body.story?.causes.text).toBe('Stand vor dem Fehler');
  });

  it('refuses a body over 512 KB with 413 before it is read as a story', async () => {
    const learner = await consentingLearner();
    const response = await learner.client.json('PUT', '/api/my-story', {
      story: { causes: { text: 'a'.repeat(600 * 1024) } },
      baseRevision: 0,
    });
    expect(response).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    expect(await rowsOf(learner.userId)).toEqual({ consents: 1, stories: 0, versions: 0 });
  });
});

describe('versions', () => {
  it('keeps one version per German calendar day: later saves of a day replace it, the first save of a new day adds one', async () => {
    const learner = await consentingLearner();
    // 23:30 in Germany on 23 November (UTC+1)
    setClock('2026-11-23T22:30:00Z');
    expect((await save(learner, { change: { text: 'Montagabend: erste Fassung' } }, 0)).status).toBe(200);
    setClock('2026-11-23T22:50:00Z');
    expect((await save(learner, { change: { text: 'Montagabend: zweite Fassung' } }, 1)).status).toBe(200);
    // 00:30 in Germany: already 24 November, though still the 23rd in UTC
    setClock('2026-11-23T23:30:00Z');
    expect((await save(learner, { change: { text: 'Dienstag kurz nach Mitternacht' } }, 2)).status).toBe(200);
    setClock('2026-11-24T10:00:00Z');
    expect((await save(learner, { change: { text: 'Dienstagvormittag' } }, 3)).status).toBe(200);

    const versions = await learner.client.json<MyStoryVersionSummary[]>('GET', '/api/my-story/versions');
    expect(versions.body.map((version) => [version.savedOn, version.updatedAt])).toEqual([
      ['2026-11-24', '2026-11-24T10:00:00.000Z'],
      ['2026-11-23', '2026-11-23T22:50:00.000Z'],
    ]);
    const monday = await learner.client.json<MyStoryVersion>('GET', `/api/my-story/versions/${versions.body[1]!.id}`);
    expect(monday.status).toBe(200);
    expect(monday.body.story.change.text).toBe('Montagabend: zweite Fassung');
    const tuesday = await learner.client.json<MyStoryVersion>('GET', `/api/my-story/versions/${versions.body[0]!.id}`);
    expect(tuesday.body.story.change.text).toBe('Dienstagvormittag');
  });

  it('another learner and an administrator get 404 for a version id of someone else', async () => {
    const owner = await consentingLearner();
    expect((await save(owner, { causes: { text: 'Nur für mich' } }, 0)).status).toBe(200);
    const [version] = (await owner.client.json<MyStoryVersionSummary[]>('GET', '/api/my-story/versions')).body;
    const other = await consentingLearner();
    for (const client of [other.client, admin.client]) {
      expect(await client.json('GET', `/api/my-story/versions/${version!.id}`)).toMatchObject({
        status: 404,
        body: { error: { code: 'VERSION_NOT_FOUND' } },
      });
      expect((await client.json('GET', '/api/my-story/versions')).body).toEqual([]);
      expect((await client.json<MyStoryState>('GET', '/api/my-story')).body.story?.causes.text ?? '').toBe('');
    }
    expect((await other.client.json('GET', '/api/my-story/versions/not-a-uuid')).status).toBe(400);
  });
});

describe('withdrawal, export and deletion', () => {
  it('withdrawing the consent deletes the story and every version', async () => {
    const learner = await consentingLearner();
    setClock('2026-11-20T09:00:00Z');
    await save(learner, { future: { text: 'Ich fahre nur noch nüchtern.' } }, 0);
    setClock('2026-11-21T09:00:00Z');
    await save(learner, { future: { text: 'Ich fahre nie mehr nach dem Trinken.' } }, 1);
    const [version] = (await learner.client.json<MyStoryVersionSummary[]>('GET', '/api/my-story/versions')).body;
    expect(await rowsOf(learner.userId)).toEqual({ consents: 1, stories: 1, versions: 2 });

    const withdrawn = await learner.client.json('DELETE', '/api/my-story/consent');
    expect(withdrawn).toMatchObject({ status: 200, body: { consentedAt: null, story: null, revision: 0 } });
    expect(await rowsOf(learner.userId)).toEqual({ consents: 0, stories: 0, versions: 0 });
    expect((await learner.client.json('GET', `/api/my-story/versions/${version!.id}`)).status).toBe(404);
    expect((await save(learner, { future: { text: 'nach dem Widerruf' } }, 2)).status).toBe(409);
  });

  it('a save racing the withdrawal leaves nothing behind', async () => {
    const learner = await signUpVerified(platform);
    for (let round = 0; round < 5; round++) {
      expect((await learner.client.json('POST', '/api/my-story/consent', { accepted: true })).status).toBe(200);
      const [saved, withdrawn] = await Promise.all([
        save(learner, { causes: { text: `Runde ${round}` } }, 0),
        learner.client.json('DELETE', '/api/my-story/consent'),
      ]);
      expect([200, 409]).toContain(saved.status);
      expect(withdrawn.status).toBe(200);
      expect(await rowsOf(learner.userId)).toEqual({ consents: 0, stories: 0, versions: 0 });
    }
  });

  it('the data export holds the consent, the story and its versions', async () => {
    const learner = await consentingLearner();
    setClock('2026-11-20T09:00:00Z');
    await save(learner, { causes: { text: 'Druck im Beruf' } }, 0);
    setClock('2026-11-22T09:00:00Z');
    await save(learner, { causes: { text: 'Druck im Beruf und Einsamkeit' } }, 1);
    const exported = await learner.client.json<{
      myStory: {
        consentedAt: string;
        story: { document: { causes: { text: string } }; revision: number };
        versions: { savedOn: string; document: { causes: { text: string } } }[];
      };
    }>('GET', '/api/me/export');
    expect(exported.status).toBe(200);
    expect(exported.body.myStory.consentedAt).toEqual(expect.any(String));
    expect(exported.body.myStory.story.revision).toBe(2);
    expect(exported.body.myStory.story.document.causes.text).toBe('Druck im Beruf und Einsamkeit');
    expect(exported.body.myStory.versions.map((version) => [version.savedOn, version.document.causes.text])).toEqual([
      ['2026-11-20', 'Druck im Beruf'],
      ['2026-11-22', 'Druck im Beruf und Einsamkeit'],
    ]);
  });

  it("deleting one's account, or an administrator deleting it, removes consent, story and versions", async () => {
    for (const deleteBy of ['self', 'admin'] as const) {
      const learner = await consentingLearner();
      await save(learner, { insight: { text: 'Ich wusste nicht, wie viel ich vertrage.' } }, 0);
      expect(await rowsOf(learner.userId)).toEqual({ consents: 1, stories: 1, versions: 1 });
      const deleted =
        deleteBy === 'self'
          ? await learner.client.json('POST', '/api/me/delete', { password: PASSWORD })
          : await admin.client.json('DELETE', `/api/admin/users/${learner.userId}`);
      expect(deleted.status).toBe(200);
      expect(await rowsOf(learner.userId)).toEqual({ consents: 0, stories: 0, versions: 0 });
    }
  });
});

describe('PDF', () => {
  it("is a PDF to download, not to cache, with the learner's own words, Turkish letters included", async () => {
    const learner = await consentingLearner();
    await save(
      learner,
      {
        person: { sex: 'male', weightKg: 80, heightCm: 180, ageYears: 40 },
        incidents: [
          {
            id: 'i1',
            reason: 'alcohol',
            date: '2025-03-14',
            bacPermille: 1.6,
            sampleTime: '01:10',
            drinks: [{ id: 'd1', kind: 'beer', volumeMl: 500, abvPercent: 5, count: 3, start: '19:00', end: '23:00' }],
          },
        ],
        causes: { text: 'Nach der Trennung trank ich jeden Abend.' },
        insight: { text: 'Işık, ğ, ş, İstanbul: çok içtim.' },
        change: { text: 'Ich trinke jetzt weniger.' },
      },
      0,
    );
    const response = await getPdf(learner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="meine-mpu-geschichte.pdf"');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const lines = await extractPdfLines(bytes);
    expect(lines).toContain('Meine MPU-Geschichte');
    expect(lines).toContain('Nach der Trennung trank ich jeden Abend.');
    expect(lines).toContain('Işık, ğ, ş, İstanbul: çok içtim.');
    expect(lines).toContain('Vorfall 1: Alkohol');
    expect(lines).toContain('Gemessene BAK: 1,6 ‰');
    expect(lines).toContain('• 3 × 500 ml Bier, 5 % vol, 19:00–23:00');
    expect(lines).toContain('Einsicht');
    const text = lines.join(' ');
    expect(text).toContain('keine Prognose');
    expect(text).toMatch(/Insgesamt: \d+ %/);
    // by hand (Widmark with Watson's body water): 3 × 500 ml × 5 % × 0.8 g/ml = 60 g; water for a man of
    // 40 years, 180 cm, 80 kg = 2.447 − 3.8064 + 19.332 + 26.896 = 44.87 l; peak = 0.8 × 60 / (1.055 × 44.87)
    // = 1.01 ‰; 19:00 to 01:10 = 6.17 h; high = 1.01 × 0.9 − 0.1 × 6.17 = 0.30 ‰, low = 1.01 × 0.7 − 0.2 × 6.17 < 0 → 0
    expect(text).toContain(
      'Mit den angegebenen Getränken wären zur Zeit der Blutprobe etwa 0 bis 0,3 ‰ zu erwarten; gemessen wurden 1,6 ‰.',
    );
    expect(text).toContain('Wie erklären Sie sich 1,6 Promille?');
    expect(text).toContain('Vage oder verharmlosende Formulierung: „weniger“');
  });

  it('409 without the consent', async () => {
    const learner = await signUpVerified(platform);
    expect((await getPdf(learner)).status).toBe(409);
  });

  it('lays out the longest texts the story allows, a word without spaces cut to the line', async () => {
    const learner = await consentingLearner();
    const word = 'x'.repeat(4000);
    const story = {
      causes: { text: word },
      history: { text: 'Lang '.repeat(800) },
      stability: {
        riskSituations: Array.from({ length: 20 }, (_, i) => ({
          id: `r${i}`,
          situation: `Situation ${i}`,
          strategy: 'Strategie '.repeat(400),
        })),
      },
    };
    expect((await save(learner, story, 0)).status).toBe(200);
    const response = await getPdf(learner);
    expect(response.status).toBe(200);
    const lines = await extractPdfLines(new Uint8Array(await response.arrayBuffer()));
    // every letter of the word arrives, in lines that each fit the page
    const cut = lines.filter((line) => /^x+$/.test(line));
    expect(cut.join('')).toBe(word);
    expect(cut.length).toBeGreaterThan(1);
    expect(lines.at(-1)).toMatch(/^Seite (\d+) von \1$/);
  });

  it("names the self-check's hypothesis and lists the abstinence tracker's results, with the contradiction they show", async () => {
    const learner = await consentingLearner({ mpuReason: 'alcohol' });
    expect((await learner.client.json('POST', '/api/abstinence/consent', { accepted: true })).status).toBe(200);
    const programme = { method: 'urine', months: 12, substances: ['alcohol'], startDate: '2026-09-01', testingBody: '', reminders: false };
    expect((await learner.client.json('PUT', '/api/abstinence/programme', programme)).status).toBe(200);
    for (const [date, result] of [
      ['2026-09-15', 'negative'],
      ['2026-10-20', 'positive'],
    ]) {
      expect((await learner.client.json('POST', '/api/abstinence/entries', { date, result })).status).toBe(201);
    }
    await save(
      learner,
      {
        change: { text: 'Ich trinke keinen Alkohol mehr.', since: '2026-09-01', abstinentSince: '2026-09-01', goal: 'abstinence' },
        // an earlier treatment points to A1 whatever else is answered
        selfCheck: { answers: { 'alcohol.treatment': 'yes' } },
      },
      0,
    );
    const text = (await extractPdfLines(new Uint8Array(await (await getPdf(learner)).arrayBuffer()))).join(' ');
    expect(text).toContain('Selbsteinschätzung: welche Hypothese wahrscheinlich ist');
    expect(text).toContain('Alkohol: A1: Alkoholabhängigkeit');
    expect(text).toContain('entscheidet allein die Gutachterin oder der Gutachter');
    expect(text).toContain('Ergebnisse aus „Abstinenznachweise“: • 15.09.2026: unauffällig • 20.10.2026: positiv');
    expect(text).toContain('Abstinenzangabe und Kontrollen passen nicht zusammen');
  });

  it('speaks the account language: Turkish headings and finding for a Turkish account', async () => {
    const learner = await consentingLearner();
    expect((await learner.client.json('PUT', '/api/settings/language', { language: 'tr' })).status).toBe(200);
    await save(learner, { change: { text: 'Artık hiç içmiyorum.' }, stability: { support: 'Eşim ve kardeşim.' } }, 0);
    const text = (await extractPdfLines(new Uint8Array(await (await getPdf(learner)).arrayBuffer()))).join(' ');
    expect(text).toContain('MPU hikâyem');
    expect((await getPdf(learner)).headers.get('content-disposition')).toBe('attachment; filename="mpu-hikayem.pdf"');
    expect(text).toContain('Değişim Artık hiç içmiyorum.');
    expect(text).toContain('İstikrar ve nüksü önleme');
    expect(text).toContain('Bana kim destek oluyor: Eşim ve kardeşim.');
    expect(text).toContain('Değişikliğin tarihi yok');
    expect(text).not.toContain('Vorfälle');
  });
});

describe('the page', () => {
  it('is open to every new learner, whatever the reason, and an administrator can close it (403 everywhere)', async () => {
    const learner = await consentingLearner({ mpuReason: 'points' });
    expect((await learner.client.json<{ permissions: Record<string, boolean> }>('GET', '/api/me')).body.permissions['my-story']).toBe(true);
    expect((await save(learner, { causes: { text: 'vorher' } }, 0)).status).toBe(200);

    await setPagePermissions(platform, learner.userId, { 'my-story': false });
    for (const [method, path, body] of [
      ['GET', '/api/my-story', undefined],
      ['PUT', '/api/my-story', { story: { causes: { text: 'nachher' } }, baseRevision: 1 }],
      ['GET', '/api/my-story/versions', undefined],
      ['GET', '/api/my-story/export.pdf', undefined],
      ['GET', '/api/my-story/readiness', undefined],
      ['GET', '/api/my-story/articles/konkret-statt-vage', undefined],
      ['DELETE', '/api/my-story/consent', undefined],
    ] as const) {
      expect(await learner.client.json(method, path, body)).toMatchObject({ status: 403, body: { error: { code: 'PAGE_FORBIDDEN' } } });
    }
    expect((await platform.db.select().from(myStories).where(eq(myStories.userId, learner.userId)))[0]?.revision).toBe(1);
  });

  it("opens a finding's article for a learner whose knowledge page is closed; only the story's articles, by slug", async () => {
    const title = 'Konkret statt vage: wie Sie über Veränderung sprechen';
    await platform.db
      .insert(knowledgeArticles)
      .values({ title, summary: 'Kurz gesagt', body: 'Herr K. schreibt: Seit dem 3. März 2025 …', category: 'Grundlagen' });
    const learner = await signUpVerified(platform, { mpuReason: 'alcohol' });
    await setPagePermissions(platform, learner.userId, { courses: false });
    expect((await learner.client.json('GET', '/api/knowledge')).status).toBe(403);
    const article = await learner.client.json<{ title: string; body: string }>('GET', '/api/my-story/articles/konkret-statt-vage');
    expect(article.status).toBe(200);
    expect(article.body).toMatchObject({ title, summary: 'Kurz gesagt', body: 'Herr K. schreibt: Seit dem 3. März 2025 …' });
    // a slug that names no story article is refused; an article the story names but an admin removed is 404
    expect((await learner.client.json('GET', '/api/my-story/articles/datenschutz')).status).toBe(400);
    expect(await learner.client.json('GET', '/api/my-story/articles/promillerechnung-nach-widmark')).toMatchObject({
      status: 404,
      body: { error: { code: 'ARTICLE_NOT_FOUND' } },
    });
  });

  it('the readiness line is null without the consent, 0 for an empty story, and rises when a vague phrase is made concrete', async () => {
    const learner = await signUpVerified(platform);
    expect((await learner.client.json('GET', '/api/my-story/readiness')).body).toEqual({ readiness: null });
    expect((await learner.client.json('POST', '/api/my-story/consent', { accepted: true })).status).toBe(200);
    expect((await learner.client.json('GET', '/api/my-story/readiness')).body).toEqual({
      readiness: { parts: { incidents: 0, causes: 0, insight: 0, change: 0, proof: 0, stability: 0 }, overall: 0 },
    });
    const causes = 'Nach der Trennung 2023 habe ich abends allein getrunken, um nicht nachdenken zu müssen.';
    await save(learner, { causes: { text: `${causes} Das war nur ein Ausrutscher.` } }, 0);
    const vague = (await learner.client.json<{ readiness: { parts: { causes: number } } }>('GET', '/api/my-story/readiness')).body;
    await save(learner, { causes: { text: `${causes} Das passierte fast jeden Abend, zwei Jahre lang.` } }, 1);
    const concrete = (await learner.client.json<{ readiness: { parts: { causes: number } } }>('GET', '/api/my-story/readiness')).body;
    expect(concrete.readiness.parts.causes).toBeGreaterThan(vague.readiness.parts.causes);
  });
});
