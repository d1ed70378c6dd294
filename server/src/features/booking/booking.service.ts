// Booking one-to-one sessions (docs/ARCHITECTURE.md, difference 4; docs/decisions/055-bookings.md).
// Instructors come from the demo-content data file (upsertInstructor) and admins edit them in the
// 'Buchungen' tab; an explicit `npm run seed:demo` brings the example profiles back to the file.
// One live booking per instructor, date and slot is the database's unique index, so of simultaneous
// requests exactly one wins; dates are calendar dates in Europe/Berlin.
import { and, asc, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { Language } from '@common/domain';
import { BOOKING_SLOTS } from '@common/domain';
import {
  addDays,
  ALWAYS_UNAVAILABLE_SLOTS,
  BOOKING_MAX_DAYS_AHEAD,
  berlinDateTime,
  CANCEL_MIN_HOURS_AHEAD,
  isWeekend,
  type AdminBooking,
  type AdminInstructor,
  type BookingInput,
  type BookingSlot,
  type InstructorInput,
  type MyBooking,
  type MyBookings,
  type SlotList,
} from '@common/schemas/booking';
import { isStarterInstructor } from '../../cli/demo-content/starter-rows';
import type { DatabaseOrTransaction } from '../../db/client';
import { bookings, instructors, profiles, user, userDetails } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../middleware/errors';
import type { Mailer } from '../../mail/mailer';
import type { Logger } from 'pino';
import { berlinInstant } from './booking-calendar';
import { sendBookingMail } from './booking-mail';

export interface Instructor {
  id: string;
  name: string;
  title: string;
  specialization: string;
  experience: string;
  image: string;
}

const instructorNotFound = () => new ApiError(404, 'INSTRUCTOR_NOT_FOUND', 'No such instructor.');
const bookingNotFound = () => new ApiError(404, 'BOOKING_NOT_FOUND', 'No such booking.');
const HOUR_MS = 60 * 60 * 1000;

export async function upsertInstructor({
  db,
  instructor,
}: {
  db: DatabaseOrTransaction;
  instructor: Instructor;
}): Promise<{ status: 'created' | 'updated' | 'unchanged' }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(instructors).where(eq(instructors.id, instructor.id)).for('update');
    if (!existing) {
      await tx.insert(instructors).values(instructor);
      return { status: 'created' };
    }
    const fields = ['name', 'title', 'specialization', 'experience', 'image'] as const;
    if (fields.every((field) => existing[field] === instructor[field])) return { status: 'unchanged' };
    const { id, ...changes } = instructor;
    await tx.update(instructors).set(changes).where(eq(instructors.id, id));
    return { status: 'updated' };
  });
}

export async function listInstructors({ db }: { db: DatabaseOrTransaction }): Promise<Instructor[]> {
  return db.select().from(instructors).orderBy(asc(instructors.id));
}

/** The 'Buchungen' tab's list: each instructor, and whether it is still a starter profile the operator should replace. */
export async function listInstructorsForAdmin({ db }: { db: DatabaseOrTransaction }): Promise<AdminInstructor[]> {
  const rows = await listInstructors({ db });
  return rows.map((row) => ({ ...row, isStarterContent: isStarterInstructor(row) }));
}

/** The admin's instructor dialog: name, title, specialization, experience, image address. */
export async function updateInstructor({
  db,
  id,
  input,
}: {
  db: DatabaseOrTransaction;
  id: string;
  input: InstructorInput;
}): Promise<Instructor> {
  const [updated] = await db.update(instructors).set(input).where(eq(instructors.id, id)).returning();
  if (!updated) throw instructorNotFound();
  return updated;
}

/** Refuses weekends, days before Berlin's today and days more than about six months ahead (400 DATE_NOT_BOOKABLE). */
function assertBookableDate(date: string, now: Date) {
  const today = berlinDateTime(now).date;
  const reason = isWeekend(date) ? 'WEEKEND' : date < today ? 'PAST' : date > addDays(today, BOOKING_MAX_DAYS_AHEAD) ? 'TOO_FAR' : null;
  if (reason) throw new ApiError(400, 'DATE_NOT_BOOKABLE', 'No sessions on this date.', { date: reason });
}

async function assertInstructorExists(db: DatabaseOrTransaction, instructorId: string) {
  const [found] = await db.select({ id: instructors.id }).from(instructors).where(eq(instructors.id, instructorId));
  if (!found) throw instructorNotFound();
}

/** 13:00 never; a slot of today whose start has passed (Berlin time) neither. */
function isSlotOpen(date: string, slot: string, now: Date): boolean {
  if (ALWAYS_UNAVAILABLE_SLOTS.includes(slot)) return false;
  const current = berlinDateTime(now);
  return date > current.date || (date === current.date && slot > current.time);
}

export async function getSlots({
  db,
  instructorId,
  date,
  now,
}: {
  db: DatabaseOrTransaction;
  instructorId: string;
  date: string;
  now: Date;
}): Promise<SlotList> {
  assertBookableDate(date, now);
  await assertInstructorExists(db, instructorId);
  const taken = await db
    .select({ slot: bookings.slot })
    .from(bookings)
    .where(and(eq(bookings.instructorId, instructorId), eq(bookings.date, date), isNull(bookings.cancelledAt)));
  const takenSlots = new Set(taken.map((row) => row.slot));
  return {
    instructorId,
    date,
    slots: BOOKING_SLOTS.map((slot) => ({
      slot,
      status: !isSlotOpen(date, slot, now) ? 'unavailable' : takenSlots.has(slot) ? 'taken' : 'available',
    })),
  };
}

interface MailDeps {
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

function selectBookingRows(db: DatabaseOrTransaction, where: SQL | undefined) {
  return db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      date: bookings.date,
      slot: bookings.slot,
      priceCents: bookings.priceCents,
      createdAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      instructor: { id: instructors.id, name: instructors.name, title: instructors.title },
      learner: { email: user.email, language: profiles.language },
      learnerDetails: { firstName: userDetails.firstName, lastName: userDetails.lastName },
    })
    .from(bookings)
    .innerJoin(instructors, eq(instructors.id, bookings.instructorId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId))
    .leftJoin(userDetails, eq(userDetails.userId, bookings.userId))
    .where(where)
    .$dynamic();
}

type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

async function bookingWithPeople(db: DatabaseOrTransaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await selectBookingRows(db, eq(bookings.id, id));
  return row;
}

function toMyBooking(row: BookingRow, now: Date): MyBooking {
  const startsAt = berlinInstant(row.date, row.slot).getTime();
  return {
    id: row.id,
    instructor: row.instructor,
    date: row.date,
    slot: row.slot as BookingSlot,
    priceCents: row.priceCents,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    canCancel: row.cancelledAt === null && startsAt - now.getTime() > CANCEL_MIN_HOURS_AHEAD * HOUR_MS,
  };
}

function mailAbout(row: BookingRow, kind: 'bookingConfirmed' | 'bookingCancelled', deps: MailDeps, language?: Language) {
  sendBookingMail({
    ...deps,
    kind,
    language: language ?? row.learner.language ?? 'de',
    booking: { id: row.id, date: row.date, slot: row.slot, priceCents: row.priceCents, instructorName: row.instructor.name },
    to: row.learner.email,
  });
}

/** 'Buchen': 201 with the booking, 409 SLOT_TAKEN when another booking holds the slot. */
export async function bookSession({
  db,
  userId,
  input,
  now,
  language,
  ...deps
}: MailDeps & {
  db: DatabaseOrTransaction;
  userId: string;
  input: BookingInput;
  now: Date;
  /** The language of the request (decision 026); else the account's. */
  language?: Language;
}): Promise<MyBooking> {
  assertBookableDate(input.date, now);
  await assertInstructorExists(db, input.instructorId);
  if (!isSlotOpen(input.date, input.slot, now)) throw new ApiError(409, 'SLOT_UNAVAILABLE', 'This slot cannot be booked.');
  const [created] = await db
    .insert(bookings)
    .values({ userId, instructorId: input.instructorId, date: input.date, slot: input.slot })
    .returning({ id: bookings.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new ApiError(409, 'SLOT_TAKEN', 'Another booking holds this slot.');
      throw error;
    });
  const row = (await bookingWithPeople(db, created!.id))!;
  mailAbout(row, 'bookingConfirmed', deps, language);
  return toMyBooking(row, now);
}

/** 'Meine Termine': upcoming soonest first, past latest first; cancelled ones stay, marked. */
export async function listMyBookings({ db, userId, now }: { db: DatabaseOrTransaction; userId: string; now: Date }): Promise<MyBookings> {
  const all = await selectBookingRows(db, eq(bookings.userId, userId)).orderBy(asc(bookings.date), asc(bookings.slot));
  const isUpcoming = (row: BookingRow) => berlinInstant(row.date, row.slot).getTime() > now.getTime();
  return {
    upcoming: all.filter(isUpcoming).map((row) => toMyBooking(row, now)),
    past: all
      .filter((row) => !isUpcoming(row))
      .reverse()
      .map((row) => toMyBooking(row, now)),
  };
}

async function markCancelled(db: DatabaseOrTransaction, id: string, cancelledBy: string, now: Date): Promise<void> {
  const updated = await db
    .update(bookings)
    .set({ cancelledAt: now, cancelledBy })
    .where(and(eq(bookings.id, id), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  if (updated.length === 0) throw new ApiError(409, 'ALREADY_CANCELLED', 'The booking is cancelled already.');
}

/** A learner cancels an own booking more than 24 hours ahead; someone else's id is 404, so ids do not leak. */
export async function cancelMyBooking({
  db,
  userId,
  bookingId,
  now,
  language,
  ...deps
}: MailDeps & {
  db: DatabaseOrTransaction;
  userId: string;
  bookingId: string;
  now: Date;
  language?: Language;
}): Promise<MyBooking> {
  const row = await bookingWithPeople(db, bookingId);
  if (!row || row.userId !== userId) throw bookingNotFound();
  if (row.cancelledAt) throw new ApiError(409, 'ALREADY_CANCELLED', 'The booking is cancelled already.');
  if (!toMyBooking(row, now).canCancel) {
    throw new ApiError(409, 'TOO_LATE_TO_CANCEL', 'A booking can be cancelled only more than 24 hours before it starts.');
  }
  await markCancelled(db, bookingId, userId, now);
  const cancelled = (await bookingWithPeople(db, bookingId))!;
  mailAbout(cancelled, 'bookingCancelled', deps, language);
  return toMyBooking(cancelled, now);
}

/**
 * The learner's first and last name from Persönliche Daten; '' when neither is saved (the tab then
 * shows the e-mail). Not the account's `name`, which sign-up fills with the e-mail's local part.
 */
function learnerNameOf(row: BookingRow): string {
  return [row.learnerDetails?.firstName, row.learnerDetails?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    id: row.id,
    date: row.date,
    slot: row.slot as BookingSlot,
    instructor: { id: row.instructor.id, name: row.instructor.name },
    learner: { id: row.userId, name: learnerNameOf(row), email: row.learner.email },
    priceCents: row.priceCents,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** The 'Buchungen' tab: every booking from `from` to `to` (inclusive), by date and slot. */
export async function listBookingsForAdmin({
  db,
  from,
  to,
}: {
  db: DatabaseOrTransaction;
  from: string;
  to: string;
}): Promise<AdminBooking[]> {
  if (from > to) throw new ApiError(400, 'VALIDATION_ERROR', 'The range ends before it starts.', { to: 'RANGE' });
  const rows = await selectBookingRows(db, and(gte(bookings.date, from), lte(bookings.date, to))).orderBy(
    asc(bookings.date),
    asc(bookings.slot),
    desc(bookings.createdAt),
  );
  return rows.map(toAdminBooking);
}

/** An admin cancels any standing booking, at any time; the learner gets the mail in the account's language. */
export async function cancelBookingAsAdmin({
  db,
  adminId,
  bookingId,
  now,
  ...deps
}: MailDeps & { db: DatabaseOrTransaction; adminId: string; bookingId: string; now: Date }): Promise<AdminBooking> {
  const row = await bookingWithPeople(db, bookingId);
  if (!row) throw bookingNotFound();
  await markCancelled(db, bookingId, adminId, now);
  const cancelled = (await bookingWithPeople(db, bookingId))!;
  mailAbout(cancelled, 'bookingCancelled', deps);
  deps.logger.info({ bookingId, adminId }, 'booking cancelled by an admin');
  return toAdminBooking(cancelled);
}
