// Counsellors against a real database (issue 40): an admin links or invites the account of a profile, a
// counsellor sees only their own sessions and a story only while the learner shares it, hours across a
// daylight-saving change, changed hours never double-book, cancelling with a reason, marking the outcome,
// and the 24-hour reminders through the job runner.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_KEYS } from '@common/domain';
import { bookings, jobs, storyTranscripts } from '../../db/schema';
import { signInAdmin, signUpVerified, uniqueEmail } from '../../test/factories';
import { sessionTimes } from '../../test/booking-rows';
import { firstLink } from '../../test/smtp-receiver';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import { waitFor } from '../../test/wait-for';
import { upsertInstructor, type InstructorProfile } from './booking.service';

const INSTRUCTORS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli/demo-content/files/instructors.json');
const DAY_MS = 24 * 60 * 60 * 1000;

interface CounsellorBooking {
  id: string;
  date: string;
  slot: string;
  startsAt: string;
  endsAt: string;
  learner: { name: string; email: string; reasons: string[] };
  learnerNote: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
  cancelReason: string;
  outcome: string | null;
  storySharedAt: string | null;
}
interface MyBooking {
  id: string;
  startsAt: string;
  endsAt: string;
  cancelledBy: string | null;
  cancelReason: string;
  storyReads: Array<{ readAt: string; counsellorName: string }>;
  invoices: Array<{ number: string; kind: string; cancelsNumber: string | null }>;
}

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
type Account = Awaited<ReturnType<typeof signUpVerified>>;
let counsellorA: Account;
let counsellorB: Account;

/** A plain calendar date `days` after today in UTC (the tests stay far from midnight's edge by booking days ahead). */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAhead = (days: number) => isoDay(new Date(Date.now() + days * DAY_MS));
/** The `n`-th Monday–Friday from `days` ahead on. */
function weekdayFrom(days: number): string {
  let date = new Date(Date.now() + days * DAY_MS);
  while ([0, 6].includes(date.getUTCDay())) date = new Date(date.getTime() + DAY_MS);
  return isoDay(date);
}

async function grantedLearner(details: { firstName: string; lastName: string } = { firstName: 'Lena', lastName: 'Vogt' }) {
  const learner = await signUpVerified(platform, { mpuReason: 'alcohol' });
  const granted = await admin.client.json('PUT', `/api/admin/users/${learner.userId}/permissions`, {
    permissions: Object.fromEntries(PAGE_KEYS.map((page) => [page, page === 'book-session' || page === 'my-story'])),
  });
  if (granted.status !== 200) throw new Error(`grant failed: ${granted.status}`);
  const personal = await learner.client.json('PUT', '/api/settings/personal', {
    ...details,
    middleName: null,
    birthDate: null,
    street: 'Lindenallee 3',
    postalCode: '50667',
    city: 'Köln',
  });
  if (personal.status !== 200) throw new Error(`personal details failed: ${personal.status}`);
  return learner;
}

async function linkedCounsellor(instructorId: string): Promise<Account> {
  const account = await signUpVerified(platform);
  const linked = await admin.client.json<{ status: string }>('POST', `/api/admin/bookings/instructors/${instructorId}/account`, {
    email: account.email,
  });
  if (linked.status !== 200 || linked.body.status !== 'linked') throw new Error(`link failed: ${linked.status}`);
  return account;
}

const book = (learner: Account, body: Record<string, unknown>) => learner.client.json<MyBooking>('POST', '/api/booking/bookings', body);
const slotsOf = (learner: Account, instructorId: string, date: string) =>
  learner.client.json<{ slots: Array<{ slot: string; status: string }> }>(
    'GET',
    `/api/booking/slots?instructorId=${instructorId}&date=${date}`,
  );
const counsellorList = (counsellor: Account, from: string, to: string) =>
  counsellor.client.json<{ items: CounsellorBooking[] }>('GET', `/api/counsellor/bookings?from=${from}&to=${to}`);
const mine = async (learner: Account) =>
  (await learner.client.json<{ upcoming: MyBooking[]; past: MyBooking[] }>('GET', '/api/booking/bookings/mine')).body;
const bookingRow = async (id: string) => (await platform.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const hours = (weeklyHours: Array<{ weekday: number; from: string; to: string }>, sessionMinutes: number, bufferMinutes: number) => ({
  sessionMode: 'video',
  videoLink: 'https://meet.example.org/raum-1',
  phone: '',
  address: '',
  availability: { weeklyHours, sessionMinutes, bufferMinutes, daysOff: [], closedTimes: [] },
});

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  const file = JSON.parse(fs.readFileSync(INSTRUCTORS_FILE, 'utf8')) as InstructorProfile[];
  for (const instructor of file) await upsertInstructor({ db: platform.db, instructor });
  counsellorA = await linkedCounsellor('instructor-1');
  counsellorB = await linkedCounsellor('instructor-2');
});
afterAll(() => platform.close());

describe('linking and inviting counsellor accounts', () => {
  it("links an existing learner's account: the role becomes counsellor", async () => {
    const account = await signUpVerified(platform);
    const linked = await admin.client.json('POST', '/api/admin/bookings/instructors/instructor-3/account', { email: account.email });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      status: 'linked',
      instructor: { id: 'instructor-3', account: { userId: account.userId, email: account.email } },
    });
    expect((await account.client.json('GET', '/api/me')).body).toMatchObject({ role: 'counsellor' });
    expect((await account.client.json('GET', '/api/counsellor/settings')).body).toMatchObject({
      instructorId: 'instructor-3',
      name: 'Julia Hoffmann',
    });

    // the administrator's own address, and an account that already belongs to another profile
    const asAdmin = await admin.client.json('POST', '/api/admin/bookings/instructors/instructor-4/account', { email: admin.email });
    expect(asAdmin.status).toBe(409);
    expect(asAdmin.body).toMatchObject({ error: { code: 'ACCOUNT_IS_ADMIN' } });
    const elsewhere = await admin.client.json('POST', '/api/admin/bookings/instructors/instructor-4/account', { email: account.email });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({ error: { code: 'ACCOUNT_LINKED_ELSEWHERE' } });
    expect((await admin.client.json('GET', '/api/me')).body).toMatchObject({ role: 'admin' });
  });

  it('invites a new address: the mailed link sets a password, the counsellor signs in; unlinking makes it a user again', async () => {
    const email = uniqueEmail('beraterin');
    const since = platform.smtp.mails.length;
    const invited = await admin.client.json('POST', '/api/admin/bookings/instructors/instructor-4/account', { email });
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({ status: 'invited', instructor: { id: 'instructor-4', account: { email } } });

    const mail = await platform.smtp.waitForMail(email, { since, subject: 'Beraterin' });
    const link = new URL(firstLink(mail));
    expect(link.pathname).toBe('/reset-password-confirm');
    const visitor = platform.client();
    const reset = await visitor.json('POST', '/api/auth/reset-password', {
      newPassword: 'Beratung2027',
      token: link.searchParams.get('token'),
    });
    expect(reset.status).toBe(200);
    const counsellor = platform.client();
    expect((await counsellor.json('POST', '/api/auth/sign-in/email', { email, password: 'Beratung2027' })).status).toBe(200);
    const settings = await counsellor.json('GET', '/api/counsellor/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({ instructorId: 'instructor-4', name: 'Thomas Berger' });

    const unlinked = await admin.client.json('DELETE', '/api/admin/bookings/instructors/instructor-4/account');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ id: 'instructor-4', account: null });
    expect((await counsellor.json('GET', '/api/me')).body).toMatchObject({ role: 'user' });
    const list = await counsellor.json('GET', `/api/counsellor/bookings?from=${daysAhead(1)}&to=${daysAhead(10)}`);
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ error: { code: 'NOT_A_COUNSELLOR' } });
  });
});

describe('each counsellor sees only their own sessions and a story only while it is shared', () => {
  it("A sees the learner, the reasons, the note and the shared story; B's attempts answer 404 and change nothing", async () => {
    const learner = await grantedLearner({ firstName: 'Mia', lastName: 'Sommer' });
    expect((await learner.client.json('POST', '/api/my-story/consent', { accepted: true })).status).toBe(200);
    const saved = await learner.client.json('PUT', '/api/my-story', {
      story: { history: { text: 'Nach der Feier bin ich mit 1,4 Promille gefahren.' } },
      baseRevision: 0,
    });
    expect(saved.status).toBe(200);
    await platform.db.insert(storyTranscripts).values({
      userId: learner.userId,
      mode: 'text',
      reason: 'alcohol',
      messages: [
        { role: 'assistant', content: 'Wie viel haben Sie an dem Abend getrunken?' },
        { role: 'user', content: 'Fünf Bier und zwei Schnäpse.' },
      ],
      summary: 'Offen über die Trinkmenge gesprochen.',
    });
    const date = weekdayFrom(5);
    const booked = await book(learner, {
      instructorId: 'instructor-1',
      date,
      slot: '10:30',
      note: 'Ich möchte über meinen Rückfall sprechen.',
      shareStory: true,
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id;

    const listA = await counsellorList(counsellorA, date, date);
    expect(listA.status).toBe(200);
    expect(listA.body.items).toHaveLength(1);
    expect(listA.body.items[0]).toMatchObject({
      id,
      date,
      slot: '10:30',
      learner: { name: 'Mia Sommer', email: learner.email, reasons: ['alcohol'] },
      learnerNote: 'Ich möchte über meinen Rückfall sprechen.',
      cancelledAt: null,
      storySharedAt: expect.any(String),
    });

    // B holds a counsellor's session and A's booking id
    expect((await counsellorList(counsellorB, date, date)).body.items).toEqual([]);
    const before = await bookingRow(id);
    for (const response of [
      await counsellorB.client.json('GET', `/api/counsellor/bookings/${id}/story`),
      await counsellorB.client.json('POST', `/api/counsellor/bookings/${id}/cancel`, { reason: 'Krank' }),
      await counsellorB.client.json('POST', `/api/counsellor/bookings/${id}/outcome`, { outcome: 'missed' }),
    ]) {
      expect(response.status).toBe(404);
    }
    expect(await bookingRow(id)).toEqual(before);
    expect((await mine(learner)).upcoming[0]!.storyReads).toEqual([]);

    // the learner holds the booking id but is no counsellor
    const asLearner = await learner.client.json('GET', `/api/counsellor/bookings?from=${date}&to=${date}`);
    expect(asLearner.status).toBe(403);
    expect(asLearner.body).toMatchObject({ error: { code: 'NOT_A_COUNSELLOR' } });

    const story = await counsellorA.client.json<{
      learnerName: string;
      story: { history: { text: string } } | null;
      transcripts: Array<{ messages: Array<{ content: string }>; summary: string }>;
    }>('GET', `/api/counsellor/bookings/${id}/story`);
    expect(story.status).toBe(200);
    expect(story.body.learnerName).toBe('Mia Sommer');
    expect(story.body.story?.history.text).toBe('Nach der Feier bin ich mit 1,4 Promille gefahren.');
    expect(story.body.transcripts).toHaveLength(1);
    expect(story.body.transcripts[0]!.summary).toBe('Offen über die Trinkmenge gesprochen.');
    expect(story.body.transcripts[0]!.messages.map((m) => m.content)).toEqual([
      'Wie viel haben Sie an dem Abend getrunken?',
      'Fünf Bier und zwei Schnäpse.',
    ]);

    const reads = (await mine(learner)).upcoming[0]!.storyReads;
    expect(reads).toEqual([{ counsellorName: 'Sabine Krüger', readAt: expect.any(String) }]);
    expect(Math.abs(Date.parse(reads[0]!.readAt) - Date.now())).toBeLessThan(60_000);

    const stopped = await learner.client.json('PUT', `/api/booking/bookings/${id}/story-share`, { share: false });
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ storySharedAt: null });
    const afterStop = await counsellorA.client.json('GET', `/api/counsellor/bookings/${id}/story`);
    expect(afterStop.status).toBe(404);
    expect(afterStop.body).toMatchObject({ error: { code: 'STORY_NOT_SHARED' } });
    expect((await mine(learner)).upcoming[0]!.storyReads).toHaveLength(1);
  });
});

describe('changed hours never double-book', () => {
  it('a 60-minute booking at 09:00 makes the new 09:30 slot taken (409 SLOT_TAKEN); 10:30 stays free', async () => {
    const [first, second] = [await grantedLearner(), await grantedLearner()];
    const date = weekdayFrom(8);
    expect((await book(first, { instructorId: 'instructor-2', date, slot: '09:00' })).status).toBe(201);

    const saved = await counsellorB.client.json(
      'PUT',
      '/api/counsellor/settings',
      hours(
        [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:30', to: '12:30' })),
        50,
        10,
      ),
    );
    expect(saved.status).toBe(200);
    const slots = await slotsOf(second, 'instructor-2', date);
    expect(slots.body.slots).toEqual([
      { slot: '09:30', status: 'taken' },
      { slot: '10:30', status: 'available' },
      { slot: '11:30', status: 'available' },
    ]);
    const refused = await book(second, { instructorId: 'instructor-2', date, slot: '09:30' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
    expect((await book(second, { instructorId: 'instructor-2', date, slot: '10:30' })).status).toBe(201);
    const standing = await platform.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.instructorId, 'instructor-2'), eq(bookings.date, date)));
    expect(standing.map((row) => row.slot).sort()).toEqual(['09:00', '10:30']);
  });
});

describe("the counsellor's actions", () => {
  it('cancels with a reason: the learner is mailed it in their language, and the invoice gets its cancellation invoice', async () => {
    const billing = await admin.client.json('PUT', '/api/admin/billing', {
      sellerName: 'MPU-Praxis Beispiel GmbH',
      sellerAddress: 'Domstraße 1\n50668 Köln',
      taxNumber: '214/5678/9012',
      vatId: '',
      email: 'rechnung@example.org',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bankName: 'Commerzbank',
      isSmallBusiness: false,
      vatRatePercent: 19,
      paymentDays: 14,
      numberPrefix: 'RE-',
    });
    expect(billing.status).toBe(200);
    const learner = await grantedLearner();
    expect((await learner.client.json('PUT', '/api/settings/language', { language: 'tr' })).status).toBe(200);
    const date = weekdayFrom(9);
    const booked = await book(learner, { instructorId: 'instructor-1', date, slot: '14:30' });
    expect(booked.status).toBe(201);
    const [invoice] = booked.body.invoices;
    expect(invoice).toMatchObject({ kind: 'invoice' });

    const withoutReason = await counsellorA.client.json('POST', `/api/counsellor/bookings/${booked.body.id}/cancel`, {});
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body).toMatchObject({ error: { fields: { reason: 'REQUIRED' } } });
    expect((await bookingRow(booked.body.id)).cancelledAt).toBeNull();

    const since = platform.smtp.mails.length;
    const cancelled = await counsellorA.client.json<CounsellorBooking>('POST', `/api/counsellor/bookings/${booked.body.id}/cancel`, {
      reason: 'Ich bin an diesem Tag leider erkrankt.',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ cancelledAt: expect.any(String), cancelledBy: 'counsellor' });
    const mail = await platform.smtp.waitForMail(learner.email, { since, subject: 'Randevunuz iptal edildi' });
    expect(mail.text).toContain('Danışmanınız aşağıdaki randevuyu maalesef iptal etmek zorunda kaldı');
    expect(mail.text).toContain('Ich bin an diesem Tag leider erkrankt.');

    const seen = (await mine(learner)).upcoming.find((b) => b.id === booked.body.id)!;
    expect(seen).toMatchObject({ cancelledBy: 'counsellor', cancelReason: 'Ich bin an diesem Tag leider erkrankt.' });
    expect(seen.invoices.map((i) => [i.kind, i.cancelsNumber])).toEqual([
      ['invoice', null],
      ['cancellation', invoice!.number],
    ]);
  });

  it('marks a past session held (the admin sees it); a future one is 409 NOT_STARTED', async () => {
    const learner = await grantedLearner();
    const pastDate = isoDay(new Date(Date.now() - 3 * DAY_MS));
    const [past] = await platform.db
      .insert(bookings)
      .values(sessionTimes({ userId: learner.userId, instructorId: 'instructor-1', date: pastDate, slot: '09:00' }))
      .returning({ id: bookings.id });
    const held = await counsellorA.client.json('POST', `/api/counsellor/bookings/${past!.id}/outcome`, { outcome: 'held' });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ id: past!.id, outcome: 'held' });
    const adminList = await admin.client.json<{ items: Array<{ id: string; outcome: string | null }> }>(
      'GET',
      `/api/admin/bookings?from=${pastDate}&to=${pastDate}`,
    );
    expect(adminList.body.items.find((b) => b.id === past!.id)).toMatchObject({ outcome: 'held' });

    const future = await book(learner, { instructorId: 'instructor-1', date: weekdayFrom(10), slot: '16:00' });
    expect(future.status).toBe(201);
    const early = await counsellorA.client.json('POST', `/api/counsellor/bookings/${future.body.id}/outcome`, { outcome: 'held' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'NOT_STARTED' } });
    expect((await bookingRow(future.body.id)).outcome).toBeNull();
  });
});

describe('reminders', () => {
  it('24 hours ahead the learner and the counsellor get "Ihr Termin morgen" once; a session booked 2 hours ahead gets none', async () => {
    const [learner, lastMinute] = [await grantedLearner(), await grantedLearner()];
    const minute = 60_000;
    const startsAt = new Date(Math.floor((Date.now() + 23 * 60 * minute) / minute) * minute);
    const berlin = (instant: Date) =>
      Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: 'Europe/Berlin',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
    const rowAt = (userId: string, at: Date, createdAt: Date) => {
      const parts = berlin(at);
      return {
        userId,
        instructorId: 'instructor-1',
        date: `${parts.year}-${parts.month}-${parts.day}`,
        slot: `${parts.hour}:${parts.minute}`,
        startsAt: at,
        endsAt: new Date(at.getTime() + 60 * minute),
        createdAt,
      };
    };
    const [tomorrow] = await platform.db
      .insert(bookings)
      .values(rowAt(learner.userId, startsAt, new Date(Date.now() - 3 * DAY_MS)))
      .returning({ id: bookings.id });
    const soonStart = new Date(Math.floor((Date.now() + 110 * minute) / minute) * minute);
    const [soon] = await platform.db
      .insert(bookings)
      .values(rowAt(lastMinute.userId, soonStart, new Date(soonStart.getTime() - 120 * minute)))
      .returning({ id: bookings.id });

    const since = platform.smtp.mails.length;
    await platform.jobRunner().runOnce();
    const toLearner = await platform.smtp.waitForMail(learner.email, { since, subject: 'Ihr Termin morgen' });
    const toCounsellor = await platform.smtp.waitForMail(counsellorA.email, { since, subject: 'Ihr Termin morgen' });
    expect(toLearner.text).toContain(berlin(startsAt).hour + ':' + berlin(startsAt).minute);
    expect(toCounsellor.text).toContain(berlin(startsAt).hour + ':' + berlin(startsAt).minute);

    await platform.jobRunner().runOnce();
    const reminders = () => platform.smtp.mails.slice(since).filter((mail) => mail.subject.includes('Ihr Termin morgen'));
    await waitFor('both reminder jobs done', async () => {
      const rows = await platform.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupeKey, `session-reminder:${tomorrow!.id}:%`));
      return rows.length === 2 && rows.every((row) => row.status === 'done');
    });
    expect(reminders().map((mail) => mail.to[0])).toEqual(expect.arrayContaining([learner.email, counsellorA.email]));
    expect(reminders()).toHaveLength(2);
    expect(
      await platform.db
        .select()
        .from(jobs)
        .where(like(jobs.dedupeKey, `session-reminder:${soon!.id}:%`)),
    ).toEqual([]);
    expect(platform.smtp.mails.slice(since).filter((mail) => mail.to.includes(lastMinute.email) && /Termin/.test(mail.subject))).toEqual(
      [],
    );
  });
});

describe('availability across a daylight-saving change', () => {
  // The server's clock is set (Date only) to a fortnight before each change of 2026, so both changes are
  // bookable whatever day the suite runs on; the expected instants are worked out by hand.
  const CHANGES = [
    {
      season: 'spring',
      today: '2026-03-16T10:00:00Z',
      friday: '2026-03-27',
      sunday: '2026-03-29',
      monday: '2026-03-30',
      fridayUtc: '08',
      mondayUtc: '07',
      night: ['01:00', '03:00'],
    },
    {
      season: 'autumn',
      today: '2026-10-12T10:00:00Z',
      friday: '2026-10-23',
      sunday: '2026-10-25',
      monday: '2026-10-26',
      fridayUtc: '07',
      mondayUtc: '08',
      night: ['01:00', '02:00', '03:00'],
    },
  ];

  for (const change of CHANGES) {
    it(`${change.season}: 09:00 in Berlin on the Friday before and the Monday after; the change night has its real hours`, async () => {
      const learner = await grantedLearner();
      const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '09:00', to: '12:00' }));
      expect((await counsellorA.client.json('PUT', '/api/counsellor/settings', hours(weekdays, 50, 10))).status).toBe(200);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(change.today));
      try {
        for (const date of [change.friday, change.monday]) {
          expect((await slotsOf(learner, 'instructor-1', date)).body.slots).toEqual([
            { slot: '09:00', status: 'available' },
            { slot: '10:00', status: 'available' },
            { slot: '11:00', status: 'available' },
          ]);
        }
        const onFriday = await book(learner, { instructorId: 'instructor-1', date: change.friday, slot: '09:00' });
        const onMonday = await book(learner, { instructorId: 'instructor-1', date: change.monday, slot: '09:00' });
        expect([onFriday.status, onMonday.status]).toEqual([201, 201]);
        // Berlin is UTC+1 in winter and UTC+2 in summer; fifty-minute sessions
        expect(onFriday.body).toMatchObject({
          startsAt: `${change.friday}T${change.fridayUtc}:00:00.000Z`,
          endsAt: `${change.friday}T${change.fridayUtc}:50:00.000Z`,
        });
        expect(onMonday.body).toMatchObject({
          startsAt: `${change.monday}T${change.mondayUtc}:00:00.000Z`,
          endsAt: `${change.monday}T${change.mondayUtc}:50:00.000Z`,
        });

        const night = [...weekdays, { weekday: 7, from: '01:00', to: '04:00' }];
        expect((await counsellorA.client.json('PUT', '/api/counsellor/settings', hours(night, 60, 0))).status).toBe(200);
        const changeDay = await slotsOf(learner, 'instructor-1', change.sunday);
        expect(changeDay.status).toBe(200);
        // spring: 02:00 does not exist; autumn: 02:00 comes twice, and 01:00 to 04:00 holds three sessions
        expect(changeDay.body.slots.map((s) => s.slot)).toEqual(change.night);
      } finally {
        vi.useRealTimers();
      }
    });
  }
});
