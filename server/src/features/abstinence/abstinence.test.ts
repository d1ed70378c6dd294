// The abstinence tracker against a real database, a real media folder and a real SMTP receiver:
// consent first, programme and entries, attachments typed from their bytes, nobody but the owner
// (no other learner, no administrator) reaches an entry or a file, withdrawal and account deletion
// leave no row and no file, the default permission follows the MPU reasons, the calendar, the reminder.
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AbstinenceState, Entry } from '@common/schemas/abstinence';
import { abstinenceConsents, abstinenceEntries, abstinenceProgrammes, jobs } from '../../db/schema';
import { PASSWORD, signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, TEST_APP_URL, type TestPlatform } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
type Learner = Awaited<ReturnType<typeof signUpVerified>>;

const PDF = new TextEncoder().encode('%PDF-1.4\n% Befund Labor\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
});
afterEach(() => vi.useRealTimers());
afterAll(() => platform.close());

/** A raw request with the client's cookies (the TestClient sends JSON bodies only). */
function send(client: TestClient, method: string, urlPath: string, init: { headers?: Record<string, string>; body?: Uint8Array } = {}) {
  const headers = new Headers({ origin: TEST_APP_URL, ...init.headers });
  headers.set('cookie', client.cookieHeader());
  return platform.app.request(`${TEST_APP_URL}${urlPath}`, { method, headers, body: init.body as BodyInit | undefined });
}

const upload = (client: TestClient, entryId: string, bytes: Uint8Array, name: string) =>
  send(client, 'PUT', `/api/abstinence/entries/${entryId}/attachment?name=${encodeURIComponent(name)}`, {
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) },
    body: bytes,
  });

/** Every stored object in the media folder (relative paths; the folder keeps each object's type beside it in '<key>.type'). */
function mediaFiles(): string[] {
  return (fs.readdirSync(platform.mediaDir, { recursive: true }) as string[]).filter(
    (file) => fs.statSync(path.join(platform.mediaDir, file)).isFile() && !file.endsWith('.type'),
  );
}

/** Every file of a learner's attachments, sidecars included. */
const filesOf = (userId: string) =>
  (fs.readdirSync(platform.mediaDir, { recursive: true }) as string[]).filter(
    (file) => file.includes(userId) && !fs.statSync(path.join(platform.mediaDir, file)).isDirectory(),
  );

async function rowsOf(userId: string) {
  const consents = await platform.db.select().from(abstinenceConsents).where(eq(abstinenceConsents.userId, userId));
  const programmes = await platform.db.select().from(abstinenceProgrammes).where(eq(abstinenceProgrammes.userId, userId));
  const entries = await platform.db.execute(sql`
    select e.id from abstinence_entries e join abstinence_programmes p on p.id = e.programme_id where p.user_id = ${userId}`);
  return { consents: consents.length, programmes: programmes.length, entries: entries.rows.length };
}

const URINE_12 = {
  method: 'urine',
  months: 12,
  substances: ['alcohol', 'cannabis'],
  startDate: '2026-11-02',
  testingBody: 'Institut für Rechtsmedizin',
  reminders: false,
};

/** A learner who consented and described a programme. */
async function learnerWithProgramme(programme: Record<string, unknown> = URINE_12, reason = 'alcohol') {
  const learner = await signUpVerified(platform, { mpuReason: reason });
  expect((await learner.client.json('POST', '/api/abstinence/consent', { accepted: true })).status).toBe(200);
  expect((await learner.client.json('PUT', '/api/abstinence/programme', programme)).status).toBe(200);
  return learner;
}

async function addEntry(learner: Learner, date: string, result: string) {
  const response = await learner.client.json<Entry>('POST', '/api/abstinence/entries', { date, result });
  expect(response.status).toBe(201);
  return response.body;
}

describe('consent first', () => {
  it('stores nothing before the explicit consent, then the programme and its status', async () => {
    const learner = await signUpVerified(platform);
    const before = await learner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(before).toMatchObject({ status: 200, body: { consentedAt: null, programme: null, entries: [], status: null } });

    expect(await learner.client.json('PUT', '/api/abstinence/programme', URINE_12)).toMatchObject({
      status: 409,
      body: { error: { code: 'CONSENT_REQUIRED' } },
    });
    expect(await learner.client.json('POST', '/api/abstinence/entries', { date: '2026-11-20', result: 'negative' })).toMatchObject({
      status: 409,
      body: { error: { code: 'CONSENT_REQUIRED' } },
    });
    expect(await learner.client.json('POST', '/api/abstinence/consent', { accepted: false })).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', fields: { accepted: 'CONSENT_REQUIRED' } } },
    });
    expect(await rowsOf(learner.userId)).toEqual({ consents: 0, programmes: 0, entries: 0 });

    expect((await learner.client.json('POST', '/api/abstinence/consent', { accepted: true })).status).toBe(200);
    expect(await learner.client.json('POST', '/api/abstinence/entries', { date: '2026-11-20', result: 'negative' })).toMatchObject({
      status: 409,
      body: { error: { code: 'PROGRAMME_REQUIRED' } },
    });
    const saved = await learner.client.json<AbstinenceState>('PUT', '/api/abstinence/programme', URINE_12);
    expect(saved.status).toBe(200);
    expect(saved.body.programme).toEqual(URINE_12);
    expect(saved.body.status).toEqual({
      negativeCount: 0,
      requiredCount: 6,
      unit: 'screenings',
      ruleKey: 'urine',
      percent: 0,
      earliestEndDate: '2027-11-02',
      nextHairSampleDue: null,
      hairSampleDueDates: [],
      isBroken: false,
      isComplete: false,
    });
  });

  it('refuses an invalid programme field by field', async () => {
    const learner = await signUpVerified(platform);
    await learner.client.json('POST', '/api/abstinence/consent', { accepted: true });
    const invalid = await learner.client.json('PUT', '/api/abstinence/programme', {
      method: 'blood',
      months: 9,
      substances: [],
      startDate: '2026-02-30',
      testingBody: 'x'.repeat(201),
    });
    expect(invalid).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_ERROR',
          fields: {
            method: 'INVALID_METHOD',
            months: 'INVALID_DURATION',
            substances: 'REQUIRED',
            startDate: 'INVALID_DATE',
            testingBody: 'TOO_LONG',
          },
        },
      },
    });
    expect(await rowsOf(learner.userId)).toEqual({ consents: 1, programmes: 0, entries: 0 });
  });
});

describe('entries', () => {
  it('adds, changes and deletes entries; the status counts the negative ones and sees a missed screening', async () => {
    const learner = await learnerWithProgramme();
    const first = await addEntry(learner, '2026-11-20', 'negative');
    await addEntry(learner, '2026-11-10', 'negative');
    const third = await addEntry(learner, '2026-11-24', 'pending');
    expect(first).toEqual({ id: first.id, date: '2026-11-20', result: 'negative', attachment: null });

    let state = await learner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(state.body.entries.map((entry) => entry.date)).toEqual(['2026-11-10', '2026-11-20', '2026-11-24']);
    expect(state.body.status).toMatchObject({ negativeCount: 2, requiredCount: 6, percent: 33, isBroken: false });

    expect(
      await learner.client.json('PATCH', `/api/abstinence/entries/${third.id}`, { date: '2026-11-24', result: 'negative' }),
    ).toMatchObject({
      status: 200,
      body: { result: 'negative' },
    });
    expect(
      (await learner.client.json('PATCH', `/api/abstinence/entries/${third.id}`, { date: 'morgen', result: 'gut' })).body,
    ).toMatchObject({
      error: { code: 'VALIDATION_ERROR', fields: { date: 'INVALID_DATE', result: 'INVALID_RESULT' } },
    });
    await addEntry(learner, '2026-11-25', 'missed');
    state = await learner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(state.body.status).toMatchObject({ negativeCount: 3, isBroken: true, isComplete: false });

    expect((await learner.client.json('DELETE', `/api/abstinence/entries/${first.id}`)).status).toBe(200);
    expect((await learner.client.json('DELETE', `/api/abstinence/entries/${first.id}`)).status).toBe(404);
    state = await learner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(state.body.entries).toHaveLength(3);
  });

  it('hair for alcohol over 6 months: 2 samples, due every 3 months', async () => {
    const learner = await learnerWithProgramme({ ...URINE_12, method: 'hair-alcohol', months: 6, substances: ['alcohol'] });
    await addEntry(learner, '2027-01-30', 'pending');
    const state = await learner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(state.body.status).toMatchObject({
      requiredCount: 2,
      unit: 'samples',
      ruleKey: 'hair-alcohol',
      earliestEndDate: '2027-05-02',
      hairSampleDueDates: ['2027-02-02', '2027-05-02'],
      nextHairSampleDue: '2027-05-02',
    });
  });
});

describe('attachments', () => {
  it('stores a PDF by its bytes and serves it to its owner only, with its type, a download name and nosniff', async () => {
    const learner = await learnerWithProgramme();
    const entry = await addEntry(learner, '2026-11-20', 'negative');
    const stored = await upload(learner.client, entry.id, PDF, 'Befund November.pdf');
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({
      id: entry.id,
      date: '2026-11-20',
      result: 'negative',
      attachment: { name: 'Befund November.pdf', type: 'application/pdf', size: PDF.length },
    });

    const file = await send(learner.client, 'GET', `/api/abstinence/entries/${entry.id}/attachment`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Befund November.pdf"; filename*=UTF-8''Befund%20November.pdf`,
    );
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    // a PNG is shown in the browser
    const image = await addEntry(learner, '2026-11-21', 'negative');
    expect((await upload(learner.client, image.id, PNG, 'scan.png')).status).toBe(200);
    const shown = await send(learner.client, 'GET', `/api/abstinence/entries/${image.id}/attachment`);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="scan.png"/);
    // opened as a page, neither file may run anything on the platform's origin
    for (const answer of [file, shown]) {
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; sandbox");
    }
  });

  it('refuses what is not a PDF, JPEG or PNG by its bytes, a name that does not fit, an empty and an oversized file', async () => {
    const learner = await learnerWithProgramme();
    const entry = await addEntry(learner, '2026-11-20', 'negative');
    const before = mediaFiles();

    const renamed = await upload(learner.client, entry.id, PNG, 'Befund.pdf');
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ error: { code: 'FILE_TYPE_MISMATCH' } });
    const text = await upload(learner.client, entry.id, new TextEncoder().encode('Befund: alles unauffällig'), 'Befund.pdf');
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ error: { code: 'UNSUPPORTED_FILE_TYPE' } });
    const empty = await upload(learner.client, entry.id, new Uint8Array(0), 'leer.pdf');
    expect(empty.status).toBe(400);

    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1);
    tooLarge.set(PDF);
    const refused = await upload(learner.client, entry.id, tooLarge, 'gross.pdf');
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
    // exactly 10 MB is fine
    expect((await upload(learner.client, entry.id, tooLarge.subarray(0, 10 * 1024 * 1024), 'genau.pdf')).status).toBe(200);

    expect(mediaFiles()).toHaveLength(before.length + 1);
    const state = await learner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(state.body.entries[0]!.attachment).toEqual({ name: 'genau.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 });
  });

  it('the admin user list says that a programme exists, and nothing of its entries', async () => {
    const owner = await learnerWithProgramme();
    await addEntry(owner, '2026-11-20', 'positive');
    const without = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const listed = async (email: string) => {
      const response = await admin.client.json<{ items: Record<string, unknown>[] }>(
        'GET',
        `/api/admin/users?search=${encodeURIComponent(email)}`,
      );
      return response.body.items[0]!;
    };
    expect((await listed(owner.email)).hasAbstinenceProgramme).toBe(true);
    expect((await listed(without.email)).hasAbstinenceProgramme).toBe(false);
    const body = JSON.stringify(await listed(owner.email));
    for (const word of ['positive', '2026-11-20', 'urine', 'Institut']) expect(body).not.toContain(word);
  });

  it("another learner and an administrator get 404 for the owner's entries and attachments", async () => {
    const owner = await learnerWithProgramme();
    const entry = await addEntry(owner, '2026-11-20', 'negative');
    expect((await upload(owner.client, entry.id, PDF, 'Befund.pdf')).status).toBe(200);
    const other = await learnerWithProgramme();

    for (const client of [other.client, admin.client]) {
      expect((await send(client, 'GET', `/api/abstinence/entries/${entry.id}/attachment`)).status).toBe(404);
      expect((await upload(client, entry.id, PDF, 'fremd.pdf')).status).toBe(404);
      expect((await client.json('PATCH', `/api/abstinence/entries/${entry.id}`, { date: '2026-11-21', result: 'positive' })).status).toBe(
        404,
      );
      expect((await client.json('DELETE', `/api/abstinence/entries/${entry.id}`)).status).toBe(404);
      const state = await client.json<AbstinenceState>('GET', '/api/abstinence');
      expect(state.body.entries.map((e) => e.id)).not.toContain(entry.id);
    }
    const state = await owner.client.json<AbstinenceState>('GET', '/api/abstinence');
    expect(state.body.entries).toEqual([
      {
        id: entry.id,
        date: '2026-11-20',
        result: 'negative',
        attachment: { name: 'Befund.pdf', type: 'application/pdf', size: PDF.length },
      },
    ]);
  });
});

describe('deleting', () => {
  it('withdrawing the consent leaves no row and no file', async () => {
    const learner = await learnerWithProgramme();
    const entry = await addEntry(learner, '2026-11-20', 'negative');
    expect((await upload(learner.client, entry.id, PDF, 'Befund.pdf')).status).toBe(200);
    const [row] = await platform.db.select().from(abstinenceEntries).where(eq(abstinenceEntries.id, entry.id));
    expect(fs.existsSync(path.join(platform.mediaDir, row!.attachmentKey!))).toBe(true);

    expect((await learner.client.json('DELETE', '/api/abstinence/consent')).status).toBe(200);
    expect(await rowsOf(learner.userId)).toEqual({ consents: 0, programmes: 0, entries: 0 });
    expect(filesOf(learner.userId)).toEqual([]);
    expect((await learner.client.json<AbstinenceState>('GET', '/api/abstinence')).body).toEqual({
      consentedAt: null,
      programme: null,
      entries: [],
      status: null,
    });
  });

  it('the data export contains consent, programme and entries', async () => {
    const learner = await learnerWithProgramme();
    await addEntry(learner, '2026-11-20', 'negative');
    const exported = await learner.client.json<{
      abstinence: { consentedAt: string; programme: Record<string, unknown>; entries: unknown[] };
    }>('GET', '/api/me/export');
    expect(exported.body.abstinence.consentedAt).toEqual(expect.any(String));
    expect(exported.body.abstinence.programme).toMatchObject({
      method: 'urine',
      months: 12,
      startDate: '2026-11-02',
      testingBody: 'Institut für Rechtsmedizin',
    });
    expect(exported.body.abstinence.entries).toEqual([
      { date: '2026-11-20', result: 'negative', attachmentName: null, attachmentType: null, createdAt: expect.any(String) },
    ]);
  });

  it("deleting one's account, or an administrator deleting it, removes the rows and the files", async () => {
    for (const deleteBy of ['self', 'admin'] as const) {
      const learner = await learnerWithProgramme();
      const entry = await addEntry(learner, '2026-11-20', 'negative');
      expect((await upload(learner.client, entry.id, PDF, 'Befund.pdf')).status).toBe(200);
      expect(mediaFiles().filter((file) => file.includes(learner.userId))).toHaveLength(1);

      const deleted =
        deleteBy === 'self'
          ? await learner.client.json('POST', '/api/me/delete', { password: PASSWORD })
          : await admin.client.json('DELETE', `/api/admin/users/${learner.userId}`);
      expect(deleted.status).toBe(200);
      expect(await rowsOf(learner.userId)).toEqual({ consents: 0, programmes: 0, entries: 0 });
      expect(filesOf(learner.userId)).toEqual([]);
    }
  });
});

describe('who may open the page', () => {
  const allPages = (abstinence: boolean) => ({
    courses: false,
    videos: true,
    lexicon: true,
    news: false,
    'book-session': false,
    'ai-assistant': false,
    'exam-trainer': false,
    'performance-trainer': true,
    abstinence,
    'my-story': true,
  });

  it('open for an alcohol MPU, closed for a points MPU; an administrator’s row wins either way', async () => {
    const alcohol = await signUpVerified(platform, { mpuReason: 'alcohol' });
    const points = await signUpVerified(platform, { mpuReason: 'points' });
    expect((await alcohol.client.json('GET', '/api/abstinence')).status).toBe(200);
    expect(await points.client.json('GET', '/api/abstinence')).toMatchObject({ status: 403, body: { error: { code: 'PAGE_FORBIDDEN' } } });
    expect((await alcohol.client.json<{ permissions: Record<string, boolean> }>('GET', '/api/me')).body.permissions.abstinence).toBe(true);
    expect((await points.client.json<{ permissions: Record<string, boolean> }>('GET', '/api/me')).body.permissions.abstinence).toBe(false);

    expect(
      (await admin.client.json('PUT', `/api/admin/users/${alcohol.userId}/permissions`, { permissions: allPages(false) })).status,
    ).toBe(200);
    expect((await admin.client.json('PUT', `/api/admin/users/${points.userId}/permissions`, { permissions: allPages(true) })).status).toBe(
      200,
    );
    expect((await alcohol.client.json('GET', '/api/abstinence')).status).toBe(403);
    expect((await points.client.json('GET', '/api/abstinence')).status).toBe(200);
  });
});

describe('calendar', () => {
  it('an .ics with the hair samples and the earliest end, CRLF lines, all-day dates, UID and DTSTAMP', async () => {
    const learner = await learnerWithProgramme({ ...URINE_12, method: 'hair-drugs', months: 12, substances: ['cannabis'] });
    const response = await send(learner.client, 'GET', '/api/abstinence/calendar.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.replaceAll('\r\n', '')).not.toContain('\n');
    const lines = body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'))).toEqual([
      'DTSTART;VALUE=DATE:20270502',
      'DTSTART;VALUE=DATE:20271102',
      'DTSTART;VALUE=DATE:20271102',
    ]);
    expect(lines).toContain('SUMMARY:Haarprobe 1 von 2 fällig');
    expect(lines).toContain('DESCRIPTION:Haare bis dahin nicht färben\\, tönen oder bleichen.');
    expect(lines.filter((line) => /^UID:abstinence-[0-9a-f-]+-(sample-\d|end)@localhost:3000$/.test(line))).toHaveLength(3);
    expect(lines.filter((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toHaveLength(3);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('404 without a programme', async () => {
    const learner = await signUpVerified(platform);
    expect((await send(learner.client, 'GET', '/api/abstinence/calendar.ics')).status).toBe(404);
  });
});

describe('reminders', () => {
  it('mails "Haare bis dahin nicht färben, tönen oder bleichen" 7 days before a hair sample, once', async () => {
    const learner = await learnerWithProgramme({
      ...URINE_12,
      method: 'hair-alcohol',
      months: 6,
      substances: ['alcohol'],
      startDate: '2026-09-01',
      reminders: true,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    const runner = platform.jobRunner({ enqueueIntervalMs: 0 });
    const jobsOf = () => platform.db.select().from(jobs).where(eq(jobs.userId, learner.userId));

    // 23 November, 8 days before the sample of 1 December: nothing yet
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'));
    await runner.runOnce();
    expect(await jobsOf()).toEqual([]);

    // 24 November, 10:00 in Germany
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    await runner.runOnce();
    const mail = await platform.smtp.waitForMail(learner.email, { subject: 'Haarprobe' });
    expect(mail.subject).toBe('MPU-Vorbereitung: Ihre nächste Haarprobe ist in 7 Tagen fällig');
    expect(mail.text).toContain('Ihre nächste Haarprobe für den Abstinenznachweis ist am 01.12.2026 fällig.');
    expect(mail.text).toContain('Haare bis dahin nicht färben, tönen oder bleichen.');
    expect(mail.text).toContain(`${TEST_APP_URL}/dashboard/abstinence`);
    expect(await jobsOf()).toMatchObject([{ status: 'done', dedupeKey: `abstinence:${learner.userId}:hair:2026-12-01` }]);

    // the next day again: no second mail
    vi.setSystemTime(new Date('2026-11-25T09:00:00Z'));
    await runner.runOnce();
    expect(platform.smtp.mails.filter((m) => m.to.includes(learner.email) && m.subject.includes('Haarprobe'))).toHaveLength(1);
  });

  it('urine: once a month from the start day, the note to stay reachable', async () => {
    const learner = await learnerWithProgramme({ ...URINE_12, months: 6, startDate: '2026-10-24', reminders: true });
    vi.useFakeTimers({ toFake: ['Date'] });
    const runner = platform.jobRunner({ enqueueIntervalMs: 0 });
    // 23 November: the day of the month has not come yet
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    await runner.runOnce();
    expect(await platform.db.select().from(jobs).where(eq(jobs.userId, learner.userId))).toEqual([]);

    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    await runner.runOnce();
    const mail = await platform.smtp.waitForMail(learner.email, { subject: 'erreichbar' });
    expect(mail.subject).toBe('MPU-Vorbereitung: Bleiben Sie für Ihr Urin-Screening erreichbar');
    expect(mail.text).toContain('Die Einladungen kommen unangekündigt und kurzfristig, meist mit einem Tag Vorlauf.');
    expect(await platform.db.select().from(jobs).where(eq(jobs.userId, learner.userId))).toMatchObject([
      { status: 'done', dedupeKey: `abstinence:${learner.userId}:urine:2026-11` },
    ]);
  });

  it('sends nothing when the reminders are off or the consent was withdrawn', async () => {
    const off = await learnerWithProgramme({ ...URINE_12, method: 'hair-alcohol', months: 6, startDate: '2026-09-01', reminders: false });
    const withdrawn = await learnerWithProgramme({
      ...URINE_12,
      method: 'hair-alcohol',
      months: 6,
      startDate: '2026-09-01',
      reminders: true,
    });
    expect((await withdrawn.client.json('DELETE', '/api/abstinence/consent')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
    await platform.jobRunner({ enqueueIntervalMs: 0 }).runOnce();
    for (const learner of [off, withdrawn]) {
      expect(await platform.db.select().from(jobs).where(eq(jobs.userId, learner.userId))).toEqual([]);
    }
  });
});
