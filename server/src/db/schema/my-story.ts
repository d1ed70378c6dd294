// "Meine MPU-Geschichte" (issue 37, docs/decisions/084-my-story-storage.md): health and offence data under
// GDPR Art. 9, kept only with the learner's explicit consent. The story is one JSON document (its
// shape: StorySchema in common/src/schemas/my-story.ts, parsed on every read so older documents gain
// new fields); a save also writes the day's version, so the learner can see what they wrote before.
// Withdrawing the consent deletes every row here (server/src/features/my-story/my-story.service.ts);
// deleting the account cascades from `user`.
import { date, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tz } from './columns';

/** The learner's explicit consent (GDPR Art. 9(2)(a)); without this row nothing else is stored. */
export const myStoryConsents = pgTable('my_story_consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  consentedAt: timestamp('consented_at', tz).notNull().defaultNow(),
});

/** The story as it is now; `revision` grows by one with every save (optimistic concurrency between tabs). */
export const myStories = pgTable('my_stories', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  document: jsonb('document').$type<unknown>().notNull(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/** One version per calendar day (Europe/Berlin): the day's last save; the first save of a new day adds one. */
export const myStoryVersions = pgTable(
  'my_story_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    savedOn: date('saved_on', { mode: 'string' }).notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
  },
  // the unique index also serves the listing by user
  (t) => [unique('my_story_versions_user_day_unique').on(t.userId, t.savedOn)],
);
