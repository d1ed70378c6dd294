// Booking against a real database: the instructors, the slot states, 'Buchen' with its refusals,
// 50 simultaneous requests for one slot (exactly one wins), 'Meine Termine', cancelling (the 24-hour
// rule, someone else's booking is 404), the mails with their calendar files, and the admin's tab.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_KEYS } from '@common/domain';
import { addDays, berlinDateTime, isWeekend } from '@common/schemas/booking';
import { bookings, instructors, profiles } from '../../db/schema';
import type { ReceivedMail } from '../../test/smtp-receiver';
import { signInAdmin, signUpVerified } from '../../test/factories';
import { startTestPlatform, type TestPlatform } from '../../test/test-app';
import type { Instructor } from '@common/schemas/booking';
import { sessionTimes } from '../../test/booking-rows';
import { upsertInstructor, type InstructorProfile } from './booking.service';

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const INSTRUCTORS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../cli/demo-content/files/instructors.json');

interface Slots {
  slots: Array<{ slot: string; status: string }>;
}
interface Booking {
  id: string;
  date: string;
  slot: string;
  priceCents: number;
  cancelledAt: string | null;
  canCancel: boolean;
  instructor: { id: string; name: string };
}

let platform: TestPlatform;
let admin: Awaited<ReturnType<typeof signInAdmin>>;
type Learner = Awaited<ReturnType<typeof signUpVerified>>;

const today = () => berlinDateTime(new Date()).date;
/** The `n`-th weekday after Berlin's today (n = 2: at least two days ahead). */
function weekdayAhead(n: number): string {
  let date = today();
  let found = 0;
  while (found < n) {
    date = addDays(date, 1);
    if (!isWeekend(date)) found++;
  }
  return date;
}
const nextWeekend = () => {
  let date = addDays(today(), 1);
  while (!isWeekend(date)) date = addDays(date, 1);
  return date;
};

async function grantedLearner(): Promise<Learner> {
  const learner = await signUpVerified(platform);
  const granted = await admin.client.json('PUT', `/api/admin/users/${learner.userId}/permissions`, {
    permissions: Object.fromEntries(PAGE_KEYS.map((page) => [page, page === 'book-session'])),
  });
  if (granted.status !== 200) throw new Error(`grant failed: ${granted.status}`);
  return learner;
}

const book = (learner: Learner, body: Record<string, unknown>) => learner.client.json<Booking>('POST', '/api/booking/bookings', body);
const slotsOf = (learner: Learner, instructorId: string, date: string) =>
  learner.client.json<Slots>('GET', `/api/booking/slots?instructorId=${instructorId}&date=${date}`);
const liveRows = (instructorId: string, date: string) =>
  platform.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.instructorId, instructorId), eq(bookings.date, date)));

function calendarOf(mail: ReceivedMail) {
  const attachment = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!attachment) throw new Error('no calendar file');
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return { attachment, calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

const berlinClock = (instant: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(instant);

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signInAdmin(platform);
  const file = JSON.parse(fs.readFileSync(INSTRUCTORS_FILE, 'utf8')) as InstructorProfile[];
  for (const instructor of file) await upsertInstructor({ db: platform.db, instructor });
});
afterAll(() => platform.close());

describe('who may book', () => {
  it('refuses a learner without the granted page with 403 and a visitor with 401', async () => {
    const { client } = await signUpVerified(platform);
    for (const response of [
      await client.json('GET', '/api/booking/instructors'),
      await client.json('POST', '/api/booking/bookings', { instructorId: 'instructor-1', date: weekdayAhead(2), slot: '09:00' }),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ error: { code: 'PAGE_FORBIDDEN' } });
    }
    expect((await platform.client().json('GET', '/api/booking/instructors')).status).toBe(401);
    expect(await liveRows('instructor-1', weekdayAhead(2))).toEqual([]);
  });
});

describe('instructors and slots', () => {
  it('lists the four example instructors', async () => {
    const learner = await grantedLearner();
    const response = await learner.client.json<{ items: Instructor[] }>('GET', '/api/booking/instructors');
    expect(response.status).toBe(200);
    expect(response.body.items.map((i) => i.id)).toEqual(['instructor-1', 'instructor-2', 'instructor-3', 'instructor-4']);
    expect(response.body.items[0]).toMatchObject({ name: 'Sabine Krüger', title: 'MPU-Beraterin (Beispielprofil)' });
    // a learner reads profiles, no note to the operator and no admin mark
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/ersetzen|Beispielangabe|Demo|isStarterContent/i);
  });

  it('shows 13:00 unavailable, a booked slot taken, and the rest available', async () => {
    const [first, second] = [await grantedLearner(), await grantedLearner()];
    const date = weekdayAhead(3);
    const before = await slotsOf(first, 'instructor-2', date);
    expect(before.body.slots).toEqual([
      { slot: '09:00', status: 'available' },
      { slot: '10:30', status: 'available' },
      { slot: '13:00', status: 'unavailable' },
      { slot: '14:30', status: 'available' },
      { slot: '16:00', status: 'available' },
    ]);
    expect((await book(first, { instructorId: 'instructor-2', date, slot: '14:30' })).status).toBe(201);
    const after = await slotsOf(second, 'instructor-2', date);
    expect(after.body.slots.map((s) => s.status)).toEqual(['available', 'available', 'unavailable', 'taken', 'available']);
    // another instructor on the same day is not affected
    expect((await slotsOf(second, 'instructor-3', date)).body.slots[3]).toEqual({ slot: '14:30', status: 'available' });
  });
});

describe('booking', () => {
  it('of 50 simultaneous requests for one slot from different learners, exactly one gets 201, 49 get 409 SLOT_TAKEN', async () => {
    const learners: Learner[] = [];
    for (let i = 0; i < 5; i++) learners.push(...(await Promise.all(Array.from({ length: 10 }, () => grantedLearner()))));
    const date = weekdayAhead(4);
    const responses = await Promise.all(learners.map((learner) => book(learner, { instructorId: 'instructor-1', date, slot: '10:30' })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of responses.filter((r) => r.status === 409)) expect(refused.body).toMatchObject({ error: { code: 'SLOT_TAKEN' } });
    const rows = await liveRows('instructor-1', date);
    expect(rows).toHaveLength(1);
    const winner = learners[statuses.indexOf(201)]!;
    expect(rows[0]).toMatchObject({ userId: winner.userId, slot: '10:30', priceCents: 8900, cancelledAt: null });
  }, 120_000);

  it.each([
    ['a Saturday or Sunday', () => ({ date: nextWeekend() }), 400, { code: 'DATE_NOT_BOOKABLE', fields: { date: 'WEEKEND' } }],
    ['yesterday', () => ({ date: addDays(today(), -1) }), 400, { code: 'DATE_NOT_BOOKABLE' }],
    ['a day more than six months ahead', () => ({ date: addDays(today(), 200) }), 400, { code: 'DATE_NOT_BOOKABLE' }],
    ['a day that does not exist', () => ({ date: '2027-02-30' }), 400, { code: 'VALIDATION_ERROR', fields: { date: 'DATE' } }],
    ['a time that is not a time', () => ({ slot: '9:00' }), 400, { code: 'VALIDATION_ERROR', fields: { slot: 'TIME' } }],
    ["a time outside the counsellor's hours", () => ({ slot: '11:00' }), 409, { code: 'SLOT_UNAVAILABLE' }],
    ['the 13:00 slot', () => ({ slot: '13:00' }), 409, { code: 'SLOT_UNAVAILABLE' }],
    ['an unknown instructor', () => ({ instructorId: 'instructor-99' }), 404, { code: 'INSTRUCTOR_NOT_FOUND' }],
  ])('refuses %s and stores nothing', async (_name, change, status, error) => {
    const learner = await grantedLearner();
    const before = await platform.db.select().from(bookings).where(eq(bookings.userId, learner.userId));
    const response = await book(learner, { instructorId: 'instructor-4', date: weekdayAhead(5), slot: '09:00', ...change() });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ error });
    expect(await platform.db.select().from(bookings).where(eq(bookings.userId, learner.userId))).toEqual(before);
  });

  it("mails the confirmation in the learner's language with a calendar file at the Berlin start time", async () => {
    const learner = await grantedLearner();
    await platform.db.update(profiles).set({ language: 'tr' }).where(eq(profiles.id, learner.userId));
    const date = weekdayAhead(6);
    const since = platform.smtp.mails.length;
    const response = await book(learner, { instructorId: 'instructor-3', date, slot: '10:30' });
    expect(response.status).toBe(201);

    const mail = await platform.smtp.waitForMail(learner.email, { since, subject: 'Randevunuz alındı' });
    expect(mail.text).toContain('10:30');
    expect(mail.text).toContain('89,00');
    const { attachment, calendar, event } = calendarOf(mail);
    expect(attachment.contentType).toBe('text/calendar');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`booking-${response.body.id}@localhost`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.zone.tzid).toBe('Europe/Berlin');
    const [year, month, day] = date.split('-');
    expect(berlinClock(event.startDate.toJSDate())).toBe(`${day}.${month}.${year}, 10:30`);
    expect(berlinClock(event.endDate.toJSDate())).toBe(`${day}.${month}.${year}, 11:30`);
  });
});

describe('Meine Termine and cancelling', () => {
  it('lists upcoming and past bookings; a cancellation frees the slot for someone else and mails a CANCEL', async () => {
    const [learner, other] = [await grantedLearner(), await grantedLearner()];
    const date = weekdayAhead(7);
    const { body: booked } = await book(learner, { instructorId: 'instructor-1', date, slot: '16:00' });
    // a session of last week, stored as it would have been then
    await platform.db
      .insert(bookings)
      .values(sessionTimes({ userId: learner.userId, instructorId: 'instructor-2', date: addDays(today(), -7), slot: '09:00' }));

    const mine = await learner.client.json<{ upcoming: Booking[]; past: Booking[] }>('GET', '/api/booking/bookings/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.upcoming).toEqual([
      {
        id: booked.id,
        instructor: { id: 'instructor-1', name: 'Sabine Krüger', title: 'MPU-Beraterin (Beispielprofil)' },
        date,
        slot: '16:00',
        // 16:00 in Berlin: 15:00 UTC in winter, 14:00 in summer; sixty minutes
        startsAt: expect.stringMatching(new RegExp(`^${date}T1[45]:00:00\\.000Z$`)),
        endsAt: expect.stringMatching(new RegExp(`^${date}T1[56]:00:00\\.000Z$`)),
        priceCents: 8900,
        // a video session of a counsellor without a fixed link, on a platform without VIDEO_CALL_BASE_URL: the link follows
        sessionMode: 'video',
        location: '',
        learnerNote: '',
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: '',
        outcome: null,
        canCancel: true,
        storySharedAt: null,
        storyReads: [],
        // no billing details saved on this platform: no invoice
        invoices: [],
      },
    ]);
    expect(mine.body.past.map((b) => [b.date, b.slot, b.canCancel])).toEqual([[addDays(today(), -7), '09:00', false]]);

    expect((await book(other, { instructorId: 'instructor-1', date, slot: '16:00' })).status).toBe(409);
    const since = platform.smtp.mails.length;
    const cancelled = await learner.client.json<Booking>('POST', `/api/booking/bookings/${booked.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: booked.id, cancelledAt: expect.any(String), canCancel: false });
    expect((await learner.client.json('POST', `/api/booking/bookings/${booked.id}/cancel`)).status).toBe(409);

    const mail = await platform.smtp.waitForMail(learner.email, { since, subject: 'storniert' });
    const { calendar, event } = calendarOf(mail);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(`booking-${booked.id}@localhost`);
    expect(event.sequence).toBe(1);

    expect((await slotsOf(other, 'instructor-1', date)).body.slots[4]).toEqual({ slot: '16:00', status: 'available' });
    expect((await book(other, { instructorId: 'instructor-1', date, slot: '16:00' })).status).toBe(201);
    const after = await learner.client.json<{ upcoming: Booking[] }>('GET', '/api/booking/bookings/mine');
    expect(after.body.upcoming[0]).toMatchObject({ id: booked.id, cancelledAt: expect.any(String) });
  });

  it('refuses to cancel 24 hours or less before the start (409 TOO_LATE_TO_CANCEL)', async () => {
    const learner = await grantedLearner();
    // the next slot start within 24 hours: today's 16:00 before it starts, else tomorrow's 09:00
    const now = berlinDateTime(new Date());
    const soon = now.time < '16:00' ? { date: now.date, slot: '16:00' } : { date: addDays(now.date, 1), slot: '09:00' };
    const [row] = await platform.db
      .insert(bookings)
      .values(sessionTimes({ userId: learner.userId, instructorId: 'instructor-4', ...soon }))
      .returning({ id: bookings.id });

    const mine = await learner.client.json<{ upcoming: Booking[] }>('GET', '/api/booking/bookings/mine');
    expect(mine.body.upcoming).toMatchObject([{ id: row!.id, canCancel: false, cancelledAt: null }]);
    const refused = await learner.client.json('POST', `/api/booking/bookings/${row!.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'TOO_LATE_TO_CANCEL' } });
    const [stored] = await platform.db.select().from(bookings).where(eq(bookings.id, row!.id));
    expect(stored!.cancelledAt).toBeNull();
  });

  it("answers 404 for another learner's booking and for an unknown id, and changes nothing", async () => {
    const [owner, stranger] = [await grantedLearner(), await grantedLearner()];
    const { body: booked } = await book(owner, { instructorId: 'instructor-3', date: weekdayAhead(8), slot: '09:00' });
    for (const id of [booked.id, NO_SUCH_ID]) {
      const response = await stranger.client.json('POST', `/api/booking/bookings/${id}/cancel`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { code: 'BOOKING_NOT_FOUND' } });
    }
    const [stored] = await platform.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(stored!.cancelledAt).toBeNull();
    expect((await stranger.client.json<{ upcoming: Booking[] }>('GET', '/api/booking/bookings/mine')).body.upcoming).toEqual([]);
  });
});

describe('the admin tab', () => {
  it('lists the bookings of a date range with learner and instructor, and cancels one', async () => {
    const learner = await grantedLearner();
    const date = weekdayAhead(9);
    const { body: booked } = await book(learner, { instructorId: 'instructor-2', date, slot: '09:00' });

    const list = await admin.client.json<{ items: Array<Record<string, unknown>> }>('GET', `/api/admin/bookings?from=${date}&to=${date}`);
    expect(list.status).toBe(200);
    expect(list.body.items.find((item) => item.id === booked.id)).toMatchObject({
      date,
      slot: '09:00',
      instructor: { id: 'instructor-2', name: 'Murat Aydın' },
      learner: { id: learner.userId, email: learner.email },
      cancelledAt: null,
    });
    expect((await learner.client.json('GET', `/api/admin/bookings?from=${date}&to=${date}`)).status).toBe(403);
    expect((await learner.client.json('POST', `/api/admin/bookings/${booked.id}/cancel`)).status).toBe(403);

    const since = platform.smtp.mails.length;
    const cancelled = await admin.client.json<{ cancelledAt: string | null }>('POST', `/api/admin/bookings/${booked.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelledAt).toEqual(expect.any(String));
    // the learner's account language (German), not the admin's request
    await platform.smtp.waitForMail(learner.email, { since, subject: 'Ihr Termin wurde storniert' });
    const [stored] = await platform.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(stored!.cancelledBy).toBe(admin.userId);
  });

  it('names the learner by first and last name from Persönliche Daten; without a name the field is empty', async () => {
    const named = await grantedLearner();
    const saved = await named.client.json('PUT', '/api/settings/personal', {
      firstName: 'Anna',
      middleName: 'Maria',
      lastName: 'Schmidt',
      birthDate: null,
    });
    expect(saved.status).toBe(200);
    const firstOnly = await grantedLearner();
    expect(
      (await firstOnly.client.json('PUT', '/api/settings/personal', { firstName: 'Kemal', lastName: '', birthDate: null })).status,
    ).toBe(200);
    const unnamed = await grantedLearner();
    const date = weekdayAhead(10);
    const ids = [
      (await book(named, { instructorId: 'instructor-3', date, slot: '09:00' })).body.id,
      (await book(firstOnly, { instructorId: 'instructor-3', date, slot: '10:30' })).body.id,
      (await book(unnamed, { instructorId: 'instructor-3', date, slot: '14:30' })).body.id,
    ];

    const list = await admin.client.json<{ items: Array<{ id: string; learner: unknown }> }>(
      'GET',
      `/api/admin/bookings?from=${date}&to=${date}`,
    );
    expect(list.body.items.filter((item) => ids.includes(item.id)).map((item) => item.learner)).toEqual([
      { id: named.userId, name: 'Anna Schmidt', email: named.email },
      { id: firstOnly.userId, name: 'Kemal', email: firstOnly.email },
      { id: unnamed.userId, name: '', email: unnamed.email },
    ]);
  });

  it('edits an instructor; a learner cannot, and a bad image address is refused', async () => {
    const learner = await grantedLearner();
    const edit = {
      name: 'Anna Schmidt',
      title: 'MPU-Beraterin',
      specialization: 'Alkohol-MPU',
      experience: 'Berät seit 2015 in unserer Beratungsstelle.',
      image: 'https://example.org/anna.jpg',
      priceCents: 9500,
    };
    expect((await learner.client.json('PUT', '/api/admin/bookings/instructors/instructor-4', edit)).status).toBe(403);
    const bad = await admin.client.json('PUT', '/api/admin/bookings/instructors/instructor-4', { ...edit, image: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { image: 'URL' } } });

    const saved = await admin.client.json('PUT', '/api/admin/bookings/instructors/instructor-4', edit);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ id: 'instructor-4', ...edit, sessionMode: 'video', place: '', sessionMinutes: 60 });
    const [row] = await platform.db.select().from(instructors).where(eq(instructors.id, 'instructor-4'));
    expect(row).toMatchObject({ id: 'instructor-4', ...edit });
    // the new price is what learners see
    const listed = await learner.client.json<{ items: Instructor[] }>('GET', '/api/booking/instructors');
    expect(listed.body.items.find((item) => item.id === 'instructor-4')).toMatchObject({ name: 'Anna Schmidt', priceCents: 9500 });
  });

  it('marks the instructors that are still starter profiles for the admin only, until name and title are replaced', async () => {
    const learner = await grantedLearner();
    const list = await admin.client.json<{ items: Array<{ id: string; name: string; isStarterContent: boolean }> }>(
      'GET',
      '/api/admin/bookings/instructors',
    );
    expect(list.status).toBe(200);
    // instructor-4 got a real person's name and title in the test before
    expect(list.body.items.map(({ id, isStarterContent }) => ({ id, isStarterContent }))).toEqual([
      { id: 'instructor-1', isStarterContent: true },
      { id: 'instructor-2', isStarterContent: true },
      { id: 'instructor-3', isStarterContent: true },
      { id: 'instructor-4', isStarterContent: false },
    ]);
    expect((await learner.client.json('GET', '/api/admin/bookings/instructors')).status).toBe(403);

    // a new name alone keeps the mark while the title still calls it an example
    await admin.client.json('PUT', '/api/admin/bookings/instructors/instructor-3', {
      name: 'Jana Wolf',
      title: 'MPU-Beraterin (Beispielprofil)',
      specialization: 'Punkte-MPU',
      experience: 'Berät in unserer Beratungsstelle.',
      image: '',
    });
    const after = await admin.client.json<{ items: Array<{ id: string; isStarterContent: boolean }> }>(
      'GET',
      '/api/admin/bookings/instructors',
    );
    expect(after.body.items.find((item) => item.id === 'instructor-3')?.isStarterContent).toBe(true);
  });
});
