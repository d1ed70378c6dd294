// Booking one-to-one sessions (docs/decisions/055-bookings.md, 090-counsellors-and-invoices.md). Counsellor
// profiles ("instructors") come from the demo-content data file (upsertInstructor); admins edit them and link
// them to counsellor accounts. A counsellor's availability gives the free slots (Europe/Berlin). Booking locks
// the counsellor's row and refuses a session that overlaps a standing one, so of simultaneous requests exactly
// one wins, also across changed hours; the invoice is issued in the same transaction.
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Language } from '@common/domain';
import { getEffectiveReasons, type MpuReason } from '@common/domain';
import { slotsOn, STARTER_AVAILABILITY, type AvailabilityRules, type DaySlot } from '@common/domain/availability';
import {
  addDays,
  BOOKING_MAX_DAYS_AHEAD,
  berlinDateTime,
  CANCEL_MIN_HOURS_AHEAD,
  isWeekend,
  type AdminBooking,
  type AdminInstructor,
  type BookingCheckout,
  type BookingInput,
  type Instructor,
  type InstructorInput,
  type MyBooking,
  type MyBookings,
  type SlotList,
} from '@common/schemas/booking';
import { isStarterInstructor } from '../../cli/demo-content/starter-rows';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import {
  bookings,
  instructors,
  myStories,
  myStoryConsents,
  profiles,
  storyReads,
  storyTranscripts,
  user,
  userDetails,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Mailer } from '../../mail/mailer';
import { ApiError } from '../../middleware/errors';
import {
  invoicesOfBookings,
  issueCancellationInvoice,
  issueInvoice,
  readBillingSettings,
  renderIssued,
} from '../../invoices/invoices.service';
import { sendBookingMails } from './booking-mail';

/** A counsellor profile as the demo-content file and the admin's dialog give it. */
export interface InstructorProfile {
  id: string;
  name: string;
  title: string;
  specialization: string;
  experience: string;
  image: string;
}

export type InstructorRow = typeof instructors.$inferSelect;

const instructorNotFound = () => new ApiError(404, 'INSTRUCTOR_NOT_FOUND', 'No such instructor.');
export const bookingNotFound = () => new ApiError(404, 'BOOKING_NOT_FOUND', 'No such booking.');
const HOUR_MS = 60 * 60 * 1000;

export async function upsertInstructor({
  db,
  instructor,
}: {
  db: DatabaseOrTransaction;
  instructor: InstructorProfile;
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

export const availabilityOf = (row: Pick<InstructorRow, 'availability'>): AvailabilityRules => row.availability ?? STARTER_AVAILABILITY;

export function toInstructor(row: InstructorRow): Instructor {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    specialization: row.specialization,
    experience: row.experience,
    image: row.image,
    sessionMode: row.sessionMode,
    place: row.sessionMode === 'address' ? row.address : '',
    priceCents: row.priceCents,
    sessionMinutes: availabilityOf(row).sessionMinutes,
  };
}

export async function listInstructors({ db }: { db: DatabaseOrTransaction }): Promise<Instructor[]> {
  const rows = await db.select().from(instructors).orderBy(asc(instructors.id));
  return rows.map(toInstructor);
}

/** The 'Buchungen' tab's list: each counsellor, its account, and whether it is still a starter profile to replace. */
export async function listInstructorsForAdmin({ db }: { db: DatabaseOrTransaction }): Promise<AdminInstructor[]> {
  const rows = await db
    .select({ instructor: instructors, email: user.email })
    .from(instructors)
    .leftJoin(user, eq(user.id, instructors.userId))
    .orderBy(asc(instructors.id));
  return rows.map(({ instructor, email }) => toAdminInstructor(instructor, email));
}

export function toAdminInstructor(row: InstructorRow, email: string | null): AdminInstructor {
  return {
    ...toInstructor(row),
    isStarterContent: isStarterInstructor(row),
    account: row.userId && email ? { userId: row.userId, email } : null,
  };
}

/** The admin's instructor dialog: name, title, specialization, experience, image address and price. */
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
  return toInstructor(updated);
}

/** Refuses days before Berlin's today and days more than about six months ahead (400 DATE_NOT_BOOKABLE). */
function assertBookableDate(date: string, now: Date) {
  const today = berlinDateTime(now).date;
  const reason = date < today ? 'PAST' : date > addDays(today, BOOKING_MAX_DAYS_AHEAD) ? 'TOO_FAR' : null;
  if (reason) throw new ApiError(400, 'DATE_NOT_BOOKABLE', 'No sessions on this date.', { date: reason });
}

/** The day's slots of this counsellor; 400 DATE_NOT_BOOKABLE when the day has none (WEEKEND, DAY_OFF, NO_HOURS). */
function daySlots(row: InstructorRow, date: string): DaySlot[] {
  const rules = availabilityOf(row);
  const slots = slotsOn(rules, date);
  if (slots.length > 0) return slots;
  const reason = rules.daysOff.includes(date) ? 'DAY_OFF' : isWeekend(date) ? 'WEEKEND' : 'NO_HOURS';
  throw new ApiError(400, 'DATE_NOT_BOOKABLE', 'No sessions on this date.', { date: reason });
}

async function findInstructor(db: DatabaseOrTransaction, id: string, lock = false): Promise<InstructorRow> {
  const query = db.select().from(instructors).where(eq(instructors.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw instructorNotFound();
  return row;
}

/** The counsellor's standing bookings that overlap [from, to). */
function standingBetween(db: DatabaseOrTransaction, instructorId: string, from: Date, to: Date) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(eq(bookings.instructorId, instructorId), isNull(bookings.cancelledAt), lt(bookings.startsAt, to), gt(bookings.endsAt, from)),
    );
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
  const instructor = await findInstructor(db, instructorId);
  const slots = daySlots(instructor, date);
  const taken = await standingBetween(db, instructorId, slots[0]!.startsAt, slots.at(-1)!.endsAt);
  return {
    instructorId,
    date,
    slots: slots.map((slot) => ({
      slot: slot.time,
      status:
        slot.isClosed || slot.startsAt <= now
          ? 'unavailable'
          : taken.some((booking) => booking.startsAt < slot.endsAt && booking.endsAt > slot.startsAt)
            ? 'taken'
            : 'available',
    })),
  };
}

export interface MailDeps {
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
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      priceCents: bookings.priceCents,
      sessionMode: bookings.sessionMode,
      location: bookings.location,
      learnerNote: bookings.learnerNote,
      createdAt: bookings.createdAt,
      cancelledAt: bookings.cancelledAt,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      outcome: bookings.outcome,
      storySharedAt: bookings.storySharedAt,
      instructor: { id: instructors.id, name: instructors.name, title: instructors.title, userId: instructors.userId },
      learner: { email: user.email, language: profiles.language, mpuReasons: profiles.mpuReasons, mpuReason: profiles.mpuReason },
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

export type BookingRow = Awaited<ReturnType<typeof selectBookingRows>>[number];

export { selectBookingRows };

export async function bookingWithPeople(db: DatabaseOrTransaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await selectBookingRows(db, eq(bookings.id, id));
  return row;
}

export function cancelledByOf(row: Pick<BookingRow, 'cancelledAt' | 'cancelReason' | 'userId' | 'cancelledBy'>) {
  if (!row.cancelledAt) return null;
  // a counsellor always gives a reason; the learner and an administrator give none
  if (row.cancelReason !== '') return 'counsellor' as const;
  return row.cancelledBy === row.userId ? ('learner' as const) : ('admin' as const);
}

/** The learner's view of bookings, with their invoices and the counsellor's reads of a shared story. */
async function toMyBookings(db: DatabaseOrTransaction, rows: BookingRow[], now: Date): Promise<MyBooking[]> {
  const ids = rows.map((row) => row.id);
  const [invoicesByBooking, reads] = await Promise.all([
    invoicesOfBookings(db, ids),
    ids.length
      ? db
          .select({ bookingId: storyReads.bookingId, readAt: storyReads.readAt, counsellorName: storyReads.counsellorName })
          .from(storyReads)
          .where(inArray(storyReads.bookingId, ids))
          .orderBy(desc(storyReads.readAt))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => ({
    id: row.id,
    instructor: { id: row.instructor.id, name: row.instructor.name, title: row.instructor.title },
    date: row.date,
    slot: row.slot,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    priceCents: row.priceCents,
    sessionMode: row.sessionMode,
    location: row.location,
    learnerNote: row.learnerNote,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: cancelledByOf(row),
    cancelReason: row.cancelReason,
    outcome: row.outcome,
    canCancel: row.cancelledAt === null && row.startsAt.getTime() - now.getTime() > CANCEL_MIN_HOURS_AHEAD * HOUR_MS,
    storySharedAt: row.storySharedAt?.toISOString() ?? null,
    storyReads: reads
      .filter((read) => read.bookingId === row.id)
      .map((read) => ({ readAt: read.readAt.toISOString(), counsellorName: read.counsellorName })),
    invoices: invoicesByBooking.get(row.id) ?? [],
  }));
}

async function myBooking(db: DatabaseOrTransaction, id: string, now: Date): Promise<MyBooking> {
  const row = await bookingWithPeople(db, id);
  if (!row) throw bookingNotFound();
  return (await toMyBookings(db, [row], now))[0]!;
}

/** The learner's billing name and address from Persönliche Daten. */
async function billingAddressOf(db: DatabaseOrTransaction, userId: string) {
  const [row] = await db
    .select({
      firstName: userDetails.firstName,
      lastName: userDetails.lastName,
      street: userDetails.street,
      postalCode: userDetails.postalCode,
      city: userDetails.city,
    })
    .from(userDetails)
    .where(eq(userDetails.userId, userId));
  return row ?? { firstName: '', lastName: '', street: '', postalCode: '', city: '' };
}

type Address = Awaited<ReturnType<typeof billingAddressOf>>;
const ADDRESS_FIELDS = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const;
const missingAddressFields = (address: Address) => ADDRESS_FIELDS.filter((field) => address[field].trim() === '');

/** What the booking form needs: whether an invoice is issued, the address for it, and what could be shared. */
export async function getCheckout({ db, userId }: { db: DatabaseOrTransaction; userId: string }): Promise<BookingCheckout> {
  const [settings, address, story, transcripts] = await Promise.all([
    readBillingSettings(db),
    billingAddressOf(db, userId),
    db
      .select({ userId: myStories.userId })
      .from(myStories)
      .innerJoin(myStoryConsents, eq(myStoryConsents.userId, myStories.userId))
      .where(eq(myStories.userId, userId)),
    db.select({ id: storyTranscripts.id }).from(storyTranscripts).where(eq(storyTranscripts.userId, userId)),
  ]);
  return {
    issuesInvoice: settings !== undefined,
    billingAddress: address,
    isBillingAddressComplete: missingAddressFields(address).length === 0,
    shareable: { hasStory: story.length > 0, transcriptCount: transcripts.length },
  };
}

/** Where the session takes place, as booked: the counsellor's link or a room of its own, the phone number, the address. */
function locationFor(instructor: InstructorRow, videoCallBaseUrl: string | undefined): string {
  if (instructor.sessionMode === 'phone') return instructor.phone;
  if (instructor.sessionMode === 'address') return instructor.address;
  if (instructor.videoLink !== '') return instructor.videoLink;
  // a room name nobody guesses: 16 random bytes
  return videoCallBaseUrl ? `${videoCallBaseUrl}/mpu-${crypto.randomBytes(16).toString('hex')}` : '';
}

const slotTaken = () => new ApiError(409, 'SLOT_TAKEN', 'Another booking holds this slot.');

/** 'Buchen': 201 with the booking and its invoice; 409 SLOT_TAKEN when a standing session overlaps it. */
export async function bookSession({
  db,
  userId,
  input,
  now,
  language,
  videoCallBaseUrl,
  ...deps
}: MailDeps & {
  db: Database;
  userId: string;
  input: BookingInput;
  now: Date;
  /** The language of the request (decision 026); else the account's. */
  language?: Language;
  videoCallBaseUrl?: string;
}): Promise<MyBooking> {
  assertBookableDate(input.date, now);
  const issued = await db
    .transaction(async (tx) => {
      // the counsellor's row lock: a second booking of this counsellor waits here and then sees the first
      const instructor = await findInstructor(tx, input.instructorId, true);
      const slot = daySlots(instructor, input.date).find((candidate) => candidate.time === input.slot);
      if (!slot || slot.isClosed || slot.startsAt <= now) throw new ApiError(409, 'SLOT_UNAVAILABLE', 'This slot cannot be booked.');
      if ((await standingBetween(tx, instructor.id, slot.startsAt, slot.endsAt)).length > 0) throw slotTaken();

      const settings = await readBillingSettings(tx);
      let address = await billingAddressOf(tx, userId);
      if (input.billingAddress) {
        address = input.billingAddress;
        await tx
          .insert(userDetails)
          .values({ userId, ...address })
          .onConflictDoUpdate({ target: userDetails.userId, set: address });
      }
      const missing = missingAddressFields(address);
      if (settings && missing.length > 0) {
        throw new ApiError(
          400,
          'BILLING_ADDRESS_REQUIRED',
          'The invoice needs a name and an address.',
          Object.fromEntries(missing.map((field) => [`billingAddress.${field}`, 'REQUIRED'])),
        );
      }
      const [created] = await tx
        .insert(bookings)
        .values({
          userId,
          instructorId: instructor.id,
          date: input.date,
          slot: input.slot,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          priceCents: instructor.priceCents,
          sessionMode: instructor.sessionMode,
          location: locationFor(instructor, videoCallBaseUrl),
          learnerNote: input.note ?? '',
          storySharedAt: input.shareStory ? now : null,
        })
        .returning({ id: bookings.id });
      const minutes = Math.round((slot.endsAt.getTime() - slot.startsAt.getTime()) / 60_000);
      const invoiceId =
        instructor.priceCents > 0
          ? await issueInvoice(
              tx,
              {
                bookingId: created!.id,
                userId,
                buyer: {
                  name: `${address.firstName} ${address.lastName}`.trim(),
                  addressLines: [address.street, `${address.postalCode} ${address.city}`.trim()].filter(Boolean),
                },
                description: `Einzelsitzung zur MPU-Vorbereitung (${minutes} Minuten) mit ${instructor.name}, ${formatGermanDay(input.date)} ${input.slot} Uhr`,
                serviceDate: input.date,
                grossCents: instructor.priceCents,
              },
              now,
            )
          : undefined;
      return { bookingId: created!.id, invoiceId };
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    });
  await renderIssued(db, [issued.invoiceId]).catch((error: unknown) => deps.logger.error({ err: error }, 'invoice PDF not rendered'));
  const row = (await bookingWithPeople(db, issued.bookingId))!;
  sendBookingMails({ ...deps, db, row, event: 'booked', language, invoiceIds: [issued.invoiceId] });
  return myBooking(db, issued.bookingId, now);
}

const formatGermanDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** 'Meine Termine': upcoming soonest first, past latest first; cancelled ones stay, marked. */
export async function listMyBookings({ db, userId, now }: { db: DatabaseOrTransaction; userId: string; now: Date }): Promise<MyBookings> {
  const all = await selectBookingRows(db, eq(bookings.userId, userId)).orderBy(asc(bookings.startsAt));
  const views = await toMyBookings(db, all, now);
  const isUpcoming = (booking: MyBooking) => new Date(booking.startsAt).getTime() > now.getTime();
  return { upcoming: views.filter(isUpcoming), past: views.filter((booking) => !isUpcoming(booking)).reverse() };
}

/** Cancels a standing booking with its cancellation invoice, in one transaction; 409 ALREADY_CANCELLED. */
export async function cancelBooking(
  db: Database,
  { bookingId, cancelledBy, reason = '', now }: { bookingId: string; cancelledBy: string; reason?: string; now: Date },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(bookings)
      .set({ cancelledAt: now, cancelledBy, cancelReason: reason })
      .where(and(eq(bookings.id, bookingId), isNull(bookings.cancelledAt)))
      .returning({ id: bookings.id });
    if (updated.length === 0) throw new ApiError(409, 'ALREADY_CANCELLED', 'The booking is cancelled already.');
    return issueCancellationInvoice(tx, bookingId, now);
  });
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
  db: Database;
  userId: string;
  bookingId: string;
  now: Date;
  language?: Language;
}): Promise<MyBooking> {
  const row = await bookingWithPeople(db, bookingId);
  if (!row || row.userId !== userId) throw bookingNotFound();
  if (row.cancelledAt) throw new ApiError(409, 'ALREADY_CANCELLED', 'The booking is cancelled already.');
  if (row.startsAt.getTime() - now.getTime() <= CANCEL_MIN_HOURS_AHEAD * HOUR_MS) {
    throw new ApiError(409, 'TOO_LATE_TO_CANCEL', 'A booking can be cancelled only more than 24 hours before it starts.');
  }
  const invoiceId = await cancelBooking(db, { bookingId, cancelledBy: userId, now });
  await renderIssued(db, [invoiceId]).catch((error: unknown) => deps.logger.error({ err: error }, 'invoice PDF not rendered'));
  const cancelled = (await bookingWithPeople(db, bookingId))!;
  sendBookingMails({ ...deps, db, row: cancelled, event: 'cancelledByLearner', language, invoiceIds: [invoiceId] });
  return myBooking(db, bookingId, now);
}

/** "Geschichte teilen" / "Teilen beenden" for one own, standing booking. */
export async function setStoryShare({
  db,
  userId,
  bookingId,
  share,
  now,
}: {
  db: DatabaseOrTransaction;
  userId: string;
  bookingId: string;
  share: boolean;
  now: Date;
}): Promise<MyBooking> {
  const row = await bookingWithPeople(db, bookingId);
  if (!row || row.userId !== userId) throw bookingNotFound();
  if (share && row.cancelledAt) throw new ApiError(409, 'ALREADY_CANCELLED', 'The booking is cancelled.');
  if (share !== (row.storySharedAt !== null)) {
    await db
      .update(bookings)
      .set({ storySharedAt: share ? now : null })
      .where(eq(bookings.id, bookingId));
  }
  return myBooking(db, bookingId, now);
}

/**
 * The learner's first and last name from Persönliche Daten; '' when neither is saved (the tab then
 * shows the e-mail). Not the account's `name`, which sign-up fills with the e-mail's local part.
 */
export function learnerNameOf(row: Pick<BookingRow, 'learnerDetails'>): string {
  return [row.learnerDetails?.firstName, row.learnerDetails?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
}

export const learnerReasonsOf = (row: Pick<BookingRow, 'learner'>): MpuReason[] =>
  getEffectiveReasons({ mpuReasons: row.learner.mpuReasons, mpuReason: row.learner.mpuReason });

function toAdminBooking(row: BookingRow): AdminBooking {
  return {
    id: row.id,
    date: row.date,
    slot: row.slot,
    instructor: { id: row.instructor.id, name: row.instructor.name },
    learner: { id: row.userId, name: learnerNameOf(row), email: row.learner.email },
    priceCents: row.priceCents,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    outcome: row.outcome,
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
    asc(bookings.startsAt),
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
}: MailDeps & { db: Database; adminId: string; bookingId: string; now: Date }): Promise<AdminBooking> {
  const row = await bookingWithPeople(db, bookingId);
  if (!row) throw bookingNotFound();
  const invoiceId = await cancelBooking(db, { bookingId, cancelledBy: adminId, now });
  await renderIssued(db, [invoiceId]).catch((error: unknown) => deps.logger.error({ err: error }, 'invoice PDF not rendered'));
  const cancelled = (await bookingWithPeople(db, bookingId))!;
  sendBookingMails({ ...deps, db, row: cancelled, event: 'cancelledByAdmin', invoiceIds: [invoiceId] });
  deps.logger.info({ bookingId, adminId }, 'booking cancelled by an admin');
  return toAdminBooking(cancelled);
}
