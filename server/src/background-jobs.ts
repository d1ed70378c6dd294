// The jobs this server runs in the background (docs/decisions/064-learning-reminders-job-runner.md):
// every instance runs the same runner; the jobs table shares the work between them.
import type { Logger } from 'pino';
import type { Auth } from './auth';
import type { Database } from './db/client';
import {
  ABSTINENCE_REMINDER_JOB,
  createAbstinenceReminderHandler,
  enqueueAbstinenceReminders,
} from './features/abstinence/abstinence-reminders';
import { BACKUP_JOB, createBackupHandler, enqueueDueBackup, type BackupJobOptions } from './features/backup/backup.service';
import { createSessionReminderHandler, enqueueSessionReminders, SESSION_REMINDER_JOB } from './features/booking/booking-reminders';
import { finaliseOverdueSimulations } from './features/exam-simulation/exam-simulation.service';
import { createReminderHandler, enqueueDueReminders, REMINDER_JOB } from './features/reminders/reminders.service';
import { secretOf } from './features/reminders/unsubscribe-token';
import { createJobRunner, type JobRunnerOptions } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';

/** Often enough that a reminder leaves within minutes after the learner's hour. */
export const REMINDER_ENQUEUE_INTERVAL_MS = 5 * 60_000;

export function createBackgroundJobs(
  options: { db: Database; mailer: Mailer; auth: Auth; logger: Logger; appUrl: string } & Omit<
    JobRunnerOptions,
    'db' | 'logger' | 'handlers' | 'periodic'
  > & { enqueueIntervalMs?: number; backup?: BackupJobOptions },
) {
  const { db, mailer, auth, logger, appUrl, enqueueIntervalMs = REMINDER_ENQUEUE_INTERVAL_MS, backup, ...runnerOptions } = options;
  return createJobRunner({
    ...runnerOptions,
    db,
    logger,
    handlers: {
      [REMINDER_JOB]: createReminderHandler({ db, mailer, appUrl, secret: secretOf(auth) }),
      [ABSTINENCE_REMINDER_JOB]: createAbstinenceReminderHandler({ db, mailer, appUrl }),
      [SESSION_REMINDER_JOB]: createSessionReminderHandler({ db, mailer, logger, appUrl }),
      ...(backup ? { [BACKUP_JOB]: createBackupHandler({ ...backup, logger }) } : {}),
    },
    periodic: [
      { name: 'enqueue learning reminders', everyMs: enqueueIntervalMs, run: () => enqueueDueReminders({ db }).then(() => {}) },
      // the abstinence reminders are due per day: the same interval finds them early in the day
      { name: 'enqueue abstinence reminders', everyMs: enqueueIntervalMs, run: () => enqueueAbstinenceReminders({ db }).then(() => {}) },
      // a session's reminders 24 hours and 1 hour before: every few minutes, so the hour's one is not late
      {
        name: 'enqueue session reminders',
        everyMs: Math.min(enqueueIntervalMs, 5 * 60_000),
        run: () => enqueueSessionReminders({ db }).then(() => {}),
      },
      // a Prüfungssimulation whose time is over is ended when it is read; this ends the ones nobody reads
      // (their result counts on the statistics page from its deadline)
      { name: 'end overdue exam simulations', everyMs: 60_000, run: () => finaliseOverdueSimulations({ db }).then(() => {}) },
      ...(backup && backup.schedule !== 'off'
        ? [
            {
              name: 'enqueue the daily backup',
              everyMs: enqueueIntervalMs,
              run: () => enqueueDueBackup({ db, schedule: backup.schedule }).then(() => {}),
            },
          ]
        : []),
    ],
  });
}

export function startBackgroundJobs(options: Parameters<typeof createBackgroundJobs>[0]) {
  const runner = createBackgroundJobs(options);
  runner.start();
  return runner;
}
