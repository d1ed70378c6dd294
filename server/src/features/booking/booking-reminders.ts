// Reminders of a session by mail, 24 hours and 1 hour before, to the learner and to the counsellor (issue 40),
// through the server's job runner (decision 064): a periodic task enqueues one job per session, lead and side
// (dedupe key), and the job checks again at send time that the session still stands and lies ahead.
import { and, gt, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { bookings, jobs } from '../../db/schema';
import { NothingSentError, type JobHandler } from '../../jobs/job-runner';
import { isRefusedByMailServer, type Mailer } from '../../mail/mailer';
import type { Logger } from 'pino';
import { sendReminderMail } from './booking-mail';
import { bookingWithPeople } from './booking.service';

export const SESSION_REMINDER_JOB = 'session-reminder';
const HOUR_MS = 60 * 60 * 1000;
const LEADS = { '24h': 24 * HOUR_MS, '1h': HOUR_MS } as const;
type Lead = keyof typeof LEADS;

const PayloadSchema = z.object({ bookingId: z.string(), party: z.enum(['learner', 'counsellor']), lead: z.enum(['24h', '1h']) });

/**
 * One job per standing session, side and lead whose moment has come: within 24 hours (but more than one) of
 * the start for the first, within one hour for the second. A session booked inside a lead gets no reminder for it.
 */
export async function enqueueSessionReminders({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const soon = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, createdAt: bookings.createdAt })
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), gt(bookings.startsAt, now), lte(bookings.startsAt, new Date(now.getTime() + LEADS['24h']))));
  const rows = soon.flatMap((booking) => {
    const left = booking.startsAt.getTime() - now.getTime();
    const lead: Lead = left <= LEADS['1h'] ? '1h' : '24h';
    if (booking.startsAt.getTime() - booking.createdAt.getTime() <= LEADS[lead]) return [];
    return (['learner', 'counsellor'] as const).map((party) => ({
      kind: SESSION_REMINDER_JOB,
      payload: { bookingId: booking.id, party, lead },
      dedupeKey: `session-reminder:${booking.id}:${lead}:${party}`,
    }));
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.dedupeKey }).returning({ id: jobs.id });
  return inserted.length;
}

export function createSessionReminderHandler(deps: { db: Database; mailer: Mailer; logger: Logger; appUrl: string }): JobHandler {
  return async (payload, context) => {
    const { bookingId, party, lead } = PayloadSchema.parse(payload);
    const row = await bookingWithPeople(deps.db, bookingId);
    // cancelled, or begun meanwhile (the runner was stopped): nothing to remind of
    if (!row || row.cancelledAt || row.startsAt <= new Date()) return;
    await context.enterSending();
    try {
      await sendReminderMail({ ...deps, row, party, lead });
    } catch (error) {
      if (isRefusedByMailServer(error))
        throw new NothingSentError(`the mail server refused: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  };
}
