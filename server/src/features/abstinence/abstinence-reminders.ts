// Opt-in reminders of the abstinence tracker (decision 066), through the server's job runner
// (decision 064): 7 days before a hair sample is due ("Haare bis dahin nicht färben …"), and for urine
// programmes a monthly note to stay reachable. A periodic task enqueues one job per learner and due
// event (dedupe key), the job checks again at send time and mails once (at most once, like 064).
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  berlinClock,
  dueAbstinenceReminder,
  getEffectiveReasons,
  isPageAllowed,
  type AbstinenceDuration,
  type AbstinenceEntryFacts,
  type Language,
} from '@common/domain';
import type { Database } from '../../db/client';
import { abstinenceConsents, abstinenceEntries, abstinenceProgrammes, jobs, profiles, user, userPermissions } from '../../db/schema';
import { NothingSentError, type JobHandler } from '../../jobs/job-runner';
import { isRefusedByMailServer, type Mailer } from '../../mail/mailer';
import { renderAbstinenceReminderMail } from '../../mail/templates';

export const ABSTINENCE_REMINDER_JOB = 'abstinence-reminder';
/** Reminders are enqueued from 9:00 in Germany. */
export const REMINDER_FROM_HOUR = 9;

const PayloadSchema = z.object({ userId: z.string(), key: z.string() });

async function entriesByProgramme(db: Database, programmeIds: string[]) {
  const rows = programmeIds.length
    ? await db
        .select({ programmeId: abstinenceEntries.programmeId, date: abstinenceEntries.date, result: abstinenceEntries.result })
        .from(abstinenceEntries)
        .where(inArray(abstinenceEntries.programmeId, programmeIds))
    : [];
  const map = new Map<string, AbstinenceEntryFacts[]>();
  for (const row of rows) map.set(row.programmeId, [...(map.get(row.programmeId) ?? []), row]);
  return map;
}

/** One job per learner (verified address, consent, reminders on) whose reminder is due today in Germany, from 9:00. */
export async function enqueueAbstinenceReminders({ db, now = new Date() }: { db: Database; now?: Date }): Promise<number> {
  const programmes = await db
    .select({
      id: abstinenceProgrammes.id,
      userId: abstinenceProgrammes.userId,
      method: abstinenceProgrammes.method,
      months: abstinenceProgrammes.months,
      startDate: abstinenceProgrammes.startDate,
    })
    .from(abstinenceProgrammes)
    .innerJoin(abstinenceConsents, eq(abstinenceConsents.userId, abstinenceProgrammes.userId))
    .innerJoin(user, eq(user.id, abstinenceProgrammes.userId))
    .where(and(eq(abstinenceProgrammes.reminders, true), eq(user.emailVerified, true)));
  const entries = await entriesByProgramme(
    db,
    programmes.map((p) => p.id),
  );
  const clock = berlinClock(now);
  // mails leave in the day, not at midnight; the hair reminder's week leaves room for a late start
  if (clock.hour < REMINDER_FROM_HOUR) return 0;
  const today = clock.date;
  const rows = programmes.flatMap((programme) => {
    const due = dueAbstinenceReminder(
      { ...programme, months: programme.months as AbstinenceDuration },
      entries.get(programme.id) ?? [],
      today,
    );
    if (!due) return [];
    const payload = { userId: programme.userId, key: due.key };
    return [{ kind: ABSTINENCE_REMINDER_JOB, payload, dedupeKey: `abstinence:${programme.userId}:${due.key}`, userId: programme.userId }];
  });
  if (rows.length === 0) return 0;
  const inserted = await db.insert(jobs).values(rows).onConflictDoNothing({ target: jobs.dedupeKey }).returning({ id: jobs.id });
  return inserted.length;
}

/** At send time: still consented, reminders still on, the page still open, the same event still due; then the mail. */
export function createAbstinenceReminderHandler(deps: { db: Database; mailer: Mailer; appUrl: string }): JobHandler {
  const { db, mailer, appUrl } = deps;
  return async (payload, context) => {
    const { userId, key } = PayloadSchema.parse(payload);
    const [row] = await db
      .select({
        email: user.email,
        isVerified: user.emailVerified,
        role: profiles.role,
        mpuReasons: profiles.mpuReasons,
        mpuReason: profiles.mpuReason,
        language: profiles.language,
        programme: abstinenceProgrammes,
      })
      .from(abstinenceProgrammes)
      .innerJoin(abstinenceConsents, eq(abstinenceConsents.userId, abstinenceProgrammes.userId))
      .innerJoin(user, eq(user.id, abstinenceProgrammes.userId))
      .innerJoin(profiles, eq(profiles.id, abstinenceProgrammes.userId))
      .where(eq(abstinenceProgrammes.userId, userId));
    if (!row || !row.isVerified || !row.programme.reminders) return;
    const stored = await db
      .select({ allowed: userPermissions.allowed })
      .from(userPermissions)
      .where(and(eq(userPermissions.userId, userId), eq(userPermissions.page, 'abstinence')));
    const permissions = stored[0] ? { abstinence: stored[0].allowed } : {};
    if (!isPageAllowed(row.role, permissions, 'abstinence', getEffectiveReasons(row))) return;
    const entries = (await entriesByProgramme(db, [row.programme.id])).get(row.programme.id) ?? [];
    const due = dueAbstinenceReminder(
      { ...row.programme, months: row.programme.months as AbstinenceDuration },
      entries,
      berlinClock(new Date()).date,
    );
    // the sample was entered, the programme changed or broke since the job was enqueued
    if (!due || due.key !== key) return;

    const mail = renderAbstinenceReminderMail(row.language as Language, row.email, {
      kind: due.kind,
      dueDate: due.kind === 'hair' ? due.dueDate : undefined,
      pageUrl: `${appUrl}/dashboard/abstinence`,
    });
    await context.enterSending();
    try {
      await mailer.send(mail);
    } catch (error) {
      if (isRefusedByMailServer(error))
        throw new NothingSentError(`the mail server refused: ${(error as Error).message}`, { cause: error });
      throw error;
    }
  };
}
