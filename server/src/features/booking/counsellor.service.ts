// "Meine Termine" of a counsellor (issue 40): the sessions of the profile linked to the account, cancelling
// with a reason, marking a session held or missed, the story a learner shares on purpose (each read is logged
// for the learner), and the counsellor's mode and hours. Another counsellor's booking, or a story not shared
// now, is 404, so ids do not leak. An administrator links profiles to accounts, or invites one by e-mail.
import crypto from 'node:crypto';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Language } from '@common/domain';
import { addDays, type CounsellorBooking, type CounsellorBookingList, type InstructorAccountResult } from '@common/schemas/booking';
import type { CounsellorSettings, CounsellorSettingsInput, SharedStory } from '@common/schemas/counsellor';
import { hashPassword } from '../../accounts/admin-accounts';
import { insertCredentialUser } from '../../accounts/credential-user';
import type { Auth } from '../../auth';
import type { Database, DatabaseOrTransaction } from '../../db/client';
import { bookings, instructors, profiles, storyReads, user } from '../../db/schema';
import { renderLinkMail } from '../../mail/templates';
import { ApiError } from '../../middleware/errors';
import { readStoryToShare } from '../../accounts/shared-story';
import {
  bookingNotFound,
  bookingWithPeople,
  cancelBooking,
  cancelledByOf,
  learnerNameOf,
  learnerReasonsOf,
  selectBookingRows,
  toAdminInstructor,
  type BookingRow,
  type InstructorRow,
  type MailDeps,
} from './booking.service';
import { sendBookingMails } from './booking-mail';
import { renderIssued } from '../../invoices/invoices.service';
import { berlinInstant } from '@common/domain/berlin-time';

const notACounsellor = () => new ApiError(403, 'NOT_A_COUNSELLOR', 'This account is not linked to a counsellor profile.');

/** The profile linked to this account; 403 NOT_A_COUNSELLOR without one. */
export async function counsellorProfileOf(db: DatabaseOrTransaction, userId: string): Promise<InstructorRow> {
  const [row] = await db.select().from(instructors).where(eq(instructors.userId, userId));
  if (!row) throw notACounsellor();
  return row;
}

function toCounsellorBooking(row: BookingRow, now: Date): CounsellorBooking {
  const isStanding = row.cancelledAt === null;
  return {
    id: row.id,
    date: row.date,
    slot: row.slot,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    learner: { name: learnerNameOf(row) || row.learner.email, email: row.learner.email, reasons: learnerReasonsOf(row) },
    learnerNote: row.learnerNote,
    sessionMode: row.sessionMode,
    location: row.location,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: cancelledByOf(row),
    cancelReason: row.cancelReason,
    outcome: row.outcome,
    canCancel: isStanding && row.startsAt > now,
    canMarkOutcome: isStanding && row.startsAt <= now,
    storySharedAt: isStanding ? (row.storySharedAt?.toISOString() ?? null) : null,
  };
}

/** The counsellor's sessions from `from` to `to` (Berlin dates, inclusive), in time order. */
export async function listCounsellorBookings({
  db,
  userId,
  from,
  to,
  now,
}: {
  db: DatabaseOrTransaction;
  userId: string;
  from: string;
  to: string;
  now: Date;
}): Promise<CounsellorBookingList> {
  if (from > to) throw new ApiError(400, 'VALIDATION_ERROR', 'The range ends before it starts.', { to: 'RANGE' });
  if (to > addDays(from, 62)) throw new ApiError(400, 'VALIDATION_ERROR', 'At most two months at a time.', { to: 'RANGE' });
  const profile = await counsellorProfileOf(db, userId);
  const rows = await selectBookingRows(
    db,
    and(
      eq(bookings.instructorId, profile.id),
      gte(bookings.startsAt, berlinInstant(from, '00:00')),
      lt(bookings.startsAt, berlinInstant(addDays(to, 1), '00:00')),
    ),
  ).orderBy(asc(bookings.startsAt));
  return {
    counsellor: { id: profile.id, name: profile.name },
    items: rows.map((row) => toCounsellorBooking(row, now)),
  };
}

/** One of the counsellor's own bookings; another's is 404. */
async function ownBooking(db: DatabaseOrTransaction, userId: string, bookingId: string) {
  const profile = await counsellorProfileOf(db, userId);
  const row = await bookingWithPeople(db, bookingId);
  if (!row || row.instructor.id !== profile.id) throw bookingNotFound();
  return { profile, row };
}

async function counsellorBooking(db: DatabaseOrTransaction, bookingId: string, now: Date) {
  return toCounsellorBooking((await bookingWithPeople(db, bookingId))!, now);
}

/** "Absagen": a standing session not begun; the learner is mailed the reason and any invoice is cancelled. */
export async function cancelAsCounsellor({
  db,
  userId,
  bookingId,
  reason,
  now,
  ...deps
}: MailDeps & { db: Database; userId: string; bookingId: string; reason: string; now: Date }): Promise<CounsellorBooking> {
  const { row } = await ownBooking(db, userId, bookingId);
  if (row.cancelledAt) throw new ApiError(409, 'ALREADY_CANCELLED', 'The booking is cancelled already.');
  if (row.startsAt <= now) throw new ApiError(409, 'ALREADY_STARTED', 'The session has begun; mark it held or missed.');
  const invoiceId = await cancelBooking(db, { bookingId, cancelledBy: userId, reason, now });
  await renderIssued(db, [invoiceId]).catch((error: unknown) => deps.logger.error({ err: error }, 'invoice PDF not rendered'));
  const cancelled = (await bookingWithPeople(db, bookingId))!;
  sendBookingMails({ ...deps, db, row: cancelled, event: 'cancelledByCounsellor', invoiceIds: [invoiceId] });
  return counsellorBooking(db, bookingId, now);
}

/** "Stattgefunden" / "Nicht wahrgenommen" once the session has begun; may be corrected. */
export async function markOutcome({
  db,
  userId,
  bookingId,
  outcome,
  now,
}: {
  db: DatabaseOrTransaction;
  userId: string;
  bookingId: string;
  outcome: 'held' | 'missed';
  now: Date;
}): Promise<CounsellorBooking> {
  const { row } = await ownBooking(db, userId, bookingId);
  if (row.cancelledAt) throw new ApiError(409, 'CANCELLED', 'The booking is cancelled.');
  if (row.startsAt > now) throw new ApiError(409, 'NOT_STARTED', 'The session has not begun yet.');
  await db.update(bookings).set({ outcome, outcomeAt: now }).where(eq(bookings.id, bookingId));
  return counsellorBooking(db, bookingId, now);
}

/** The story and saved conversations the learner shares with this booking's counsellor; the read is logged. */
export async function readSharedStory({
  db,
  userId,
  bookingId,
  now,
}: {
  db: Database;
  userId: string;
  bookingId: string;
  now: Date;
}): Promise<SharedStory> {
  const { profile, row } = await ownBooking(db, userId, bookingId);
  if (!row.storySharedAt || row.cancelledAt) throw new ApiError(404, 'STORY_NOT_SHARED', 'The learner does not share the story with you.');
  const { story, transcripts } = await readStoryToShare({ db, userId: row.userId });
  await db.insert(storyReads).values({ userId: row.userId, bookingId, counsellorName: profile.name, readAt: now });
  return {
    learnerName: learnerNameOf(row) || row.learner.email,
    sharedAt: row.storySharedAt.toISOString(),
    story,
    transcripts,
  };
}

export function toCounsellorSettings(row: InstructorRow, videoCallBaseUrl: string | undefined): CounsellorSettings {
  return {
    instructorId: row.id,
    name: row.name,
    sessionMode: row.sessionMode,
    videoLink: row.videoLink,
    phone: row.phone,
    address: row.address,
    availability: row.availability,
    hasVideoCallBase: videoCallBaseUrl !== undefined,
  };
}

/** Saves mode and hours of a profile; a video mode needs a link unless VIDEO_CALL_BASE_URL gives rooms. */
export async function saveCounsellorSettings({
  db,
  instructorId,
  input,
  videoCallBaseUrl,
}: {
  db: DatabaseOrTransaction;
  instructorId: string;
  input: CounsellorSettingsInput;
  videoCallBaseUrl: string | undefined;
}): Promise<CounsellorSettings> {
  if (input.sessionMode === 'video' && input.videoLink === '' && !videoCallBaseUrl) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'A video session needs a link.', { videoLink: 'REQUIRED' });
  }
  const [row] = await db
    .update(instructors)
    .set({
      sessionMode: input.sessionMode,
      videoLink: input.videoLink ?? '',
      phone: input.phone ?? '',
      address: input.address ?? '',
      availability: input.availability,
    })
    .where(eq(instructors.id, instructorId))
    .returning();
  if (!row) throw new ApiError(404, 'INSTRUCTOR_NOT_FOUND', 'No such instructor.');
  return toCounsellorSettings(row, videoCallBaseUrl);
}

export async function findInstructorRow(db: DatabaseOrTransaction, id: string): Promise<InstructorRow> {
  const [row] = await db.select().from(instructors).where(eq(instructors.id, id));
  if (!row) throw new ApiError(404, 'INSTRUCTOR_NOT_FOUND', 'No such instructor.');
  return row;
}

/** How long the invitation's link to choose a password stays valid. */
const INVITE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Links the profile to the account with this e-mail (it becomes a counsellor), or creates one and mails an
 * invitation with a link to choose a password. An administrator's account, or one linked to another profile, is 409.
 */
export async function linkCounsellorAccount({
  db,
  auth,
  mailer,
  logger,
  appUrl,
  instructorId,
  email,
  language,
}: MailDeps & {
  db: Database;
  auth: Auth;
  instructorId: string;
  email: string;
  language: Language;
}): Promise<InstructorAccountResult> {
  const profile = await findInstructorRow(db, instructorId);
  const [existing] = await db
    .select({ id: user.id, role: profiles.role, linkedTo: instructors.id })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(instructors, eq(instructors.userId, user.id))
    .where(eq(user.email, email));
  if (existing?.role === 'admin') throw new ApiError(409, 'ACCOUNT_IS_ADMIN', 'An administrator account cannot be a counsellor.');
  if (existing?.linkedTo && existing.linkedTo !== instructorId) {
    throw new ApiError(409, 'ACCOUNT_LINKED_ELSEWHERE', 'The account belongs to another counsellor profile.');
  }
  let status: InstructorAccountResult['status'] = 'linked';
  let accountId = existing?.id;
  if (!accountId) {
    status = 'invited';
    const password = crypto.randomBytes(24).toString('base64url');
    accountId = await db.transaction(async (tx) =>
      insertCredentialUser(tx, { email, passwordHash: await hashPassword(auth, password), role: 'counsellor', mpuReasons: [], language }),
    );
  }
  await db.transaction(async (tx) => {
    if (profile.userId && profile.userId !== accountId)
      await tx.update(profiles).set({ role: 'user' }).where(eq(profiles.id, profile.userId));
    await tx.update(profiles).set({ role: 'counsellor' }).where(eq(profiles.id, accountId));
    await tx.update(instructors).set({ userId: accountId }).where(eq(instructors.id, instructorId));
  });
  if (status === 'invited') {
    // better-auth's own reset token (what its reset page checks), with a week to use it
    const context = await auth.$context;
    const token = crypto.randomBytes(24).toString('base64url');
    await context.internalAdapter.createVerificationValue({
      value: accountId,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + INVITE_SECONDS * 1000),
    });
    const link = `${appUrl}/reset-password-confirm?token=${token}`;
    mailer
      .send(renderLinkMail('counsellorInvite', language, email, link, { name: profile.name }))
      .catch((error: unknown) => logger.error({ err: error, instructorId }, 'counsellor invitation not sent'));
  }
  const updated = await findInstructorRow(db, instructorId);
  return { status, instructor: toAdminInstructor(updated, email) };
}

/** Ends the link: the account is an ordinary learner's again, the profile stays with its bookings. */
export async function unlinkCounsellorAccount({ db, instructorId }: { db: Database; instructorId: string }) {
  const profile = await findInstructorRow(db, instructorId);
  await db.transaction(async (tx) => {
    if (profile.userId)
      await tx
        .update(profiles)
        .set({ role: 'user' })
        .where(and(eq(profiles.id, profile.userId), eq(profiles.role, 'counsellor')));
    await tx.update(instructors).set({ userId: null }).where(eq(instructors.id, instructorId));
  });
  return toAdminInstructor(await findInstructorRow(db, instructorId), null);
}
