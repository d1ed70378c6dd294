// Reminder mails of the spaced repetition (docs/decisions/064-learning-reminders-job-runner.md). A
// periodic task enqueues one job per learner and period once the learner's hour has come in Germany;
// the job counts the due questions when it runs and mails the count, or nothing when none is due.
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { dueReminderPeriod, type Language } from '@common/domain';
import { contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import { jobs, profiles, user, userPermissions } from '../../db/schema';
import { NothingSentError, type JobHandler } from '../../jobs/job-runner';
import { isRefusedByMailServer, type Mailer } from '../../mail/mailer';
import { renderReminderMail } from '../../mail/templates';
import { ApiError } from '../../middleware/errors';
import { countDueQuestions } from '../../review-cards';
import { createUnsubscribeToken, readUnsubscribeToken } from './unsubscribe-token';

export const REMINDER_JOB = 'learning-reminder';

const ReminderPayloadSchema = z.object({ userId: z.string(), period: z.string() });

/**
 * Enqueues the reminder of every opted-in learner whose hour (and weekday) has come in the current
 * period; the dedupe key makes a second call in the same period, on any instance, a no-op.
 */
export async function enqueueDueReminders({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const learners = await db
    .select({ id: profiles.id, frequency: profiles.reminderFrequency, hour: profiles.reminderHour, weekday: profiles.reminderWeekday })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(and(ne(profiles.reminderFrequency, 'off'), eq(user.emailVerified, true)));
  const rows = learners.flatMap((learner) => {
    const period = dueReminderPeriod(learner, now);
    if (!period) return [];
    return [
      { kind: REMINDER_JOB, payload: { userId: learner.id, period }, dedupeKey: `reminder:${learner.id}:${period}`, userId: learner.id },
    ];
  });
  let added = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await db
      .insert(jobs)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning({ id: jobs.id });
    added += inserted.length;
  }
  return added;
}

/** The job: the learner still wants it, may open the exam questions and has some due; then the mail. */
export function createReminderHandler(deps: { db: Database; mailer: Mailer; appUrl: string; secret: string }): JobHandler {
  const { db, mailer, appUrl, secret } = deps;
  return async (payload, context) => {
    const { userId, period } = ReminderPayloadSchema.parse(payload);
    const [learner] = await db
      .select({
        email: user.email,
        isVerified: user.emailVerified,
        role: profiles.role,
        mpuReasons: profiles.mpuReasons,
        mpuReason: profiles.mpuReason,
        language: profiles.language,
        frequency: profiles.reminderFrequency,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.id, userId));
    // unsubscribed or changed to another frequency since the job was enqueued
    if (!learner || !learner.isVerified || learner.frequency === 'off' || !period.startsWith(`${learner.frequency}:`)) return;
    if (learner.role !== 'admin') {
      // the 'Prüfungsfragen' are on the courses page: no row means allowed (docs/ARCHITECTURE.md, Security model)
      const [denied] = await db
        .select({ page: userPermissions.page })
        .from(userPermissions)
        .where(and(eq(userPermissions.userId, userId), eq(userPermissions.page, 'courses'), eq(userPermissions.allowed, false)));
      if (denied) return;
    }
    const scope = contentScopeOf(learner);
    const dueCount = await countDueQuestions(db, { userId, scope, now: new Date() });
    if (dueCount === 0) return;

    const unsubscribeToken = encodeURIComponent(createUnsubscribeToken(secret, userId));
    const mail = renderReminderMail(learner.language as Language, learner.email, {
      dueCount,
      frequency: learner.frequency,
      reviewUrl: `${appUrl}/dashboard/quiz/review`,
      unsubscribeUrl: `${appUrl}/reminders/unsubscribe?token=${unsubscribeToken}`,
    });
    await context.enterSending();
    try {
      await mailer.send({
        ...mail,
        headers: {
          // RFC 8058: the mail provider POSTs to this address, without cookies, when the learner unsubscribes
          'List-Unsubscribe': `<${appUrl}/api/reminders/unsubscribe?token=${unsubscribeToken}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } catch (error) {
      if (isRefusedByMailServer(error))
        throw new NothingSentError(`the mail server refused: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  };
}

/** One click from the mail: no session, the signed token names the account. Idempotent. */
export async function unsubscribeFromReminders({ db, secret, token }: { db: Database; secret: string; token: string }) {
  const userId = readUnsubscribeToken(secret, token);
  if (!userId)
    throw new ApiError(400, 'INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link is not valid.', { token: 'INVALID_UNSUBSCRIBE_TOKEN' });
  // a reminder already enqueued is not sent either: its job reads the frequency before sending
  await db.update(profiles).set({ reminderFrequency: 'off' }).where(eq(profiles.id, userId));
}
