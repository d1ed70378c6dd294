// Abstinence proofs (issue 21, docs/decisions/066-abstinence-tracker.md): health data under GDPR
// Art. 9, kept only with the learner's explicit consent. Withdrawing the consent deletes the consent
// row and the programme (its entries cascade); the attachments' files are deleted from the media
// storage by the service. Deleting the account cascades from `user` (files: accounts/abstinence-files.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ABSTINENCE_METHODS, ABSTINENCE_RESULTS } from '@common/domain';
import { user } from './auth';
import { tz } from './columns';

export const abstinenceMethodEnum = pgEnum('abstinence_method', ABSTINENCE_METHODS);
export const abstinenceResultEnum = pgEnum('abstinence_result', ABSTINENCE_RESULTS);

/** The learner's explicit consent (GDPR Art. 9(2)(a)); without this row nothing else is stored. */
export const abstinenceConsents = pgTable('abstinence_consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  consentedAt: timestamp('consented_at', tz).notNull().defaultNow(),
});

/** One programme per learner. */
export const abstinenceProgrammes = pgTable(
  'abstinence_programmes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    method: abstinenceMethodEnum('method').notNull(),
    months: integer('months').notNull(),
    substances: text('substances')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    testingBody: text('testing_body').notNull().default(''),
    /** Opt-in reminder mails (hair sample due in 7 days; monthly note for urine programmes). */
    reminders: boolean('reminders').notNull().default(false),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [check('abstinence_programmes_months_check', sql`${t.months} in (6, 12)`)],
);

/** A screening or a hair sample, with an optional scan of the lab's letter in the media storage. */
export const abstinenceEntries = pgTable(
  'abstinence_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: uuid('programme_id')
      .notNull()
      .references(() => abstinenceProgrammes.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    result: abstinenceResultEnum('result').notNull(),
    /** 'abstinence/<user id>/<random>.<pdf|jpg|png>', made by the platform. */
    attachmentKey: text('attachment_key'),
    attachmentType: text('attachment_type'),
    attachmentName: text('attachment_name'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [index('abstinence_entries_programme_idx').on(t.programmeId, t.date)],
);
