// Progress counters the database keeps on every write (migration 0012's triggers), so the overview
// reads one row per learner instead of aggregating their history. Content in scope depends on the
// learner's MPU reasons, so the scoped figures are kept per content mask (bit per reason, see
// server/src/progress-counts.ts): element m + 1 counts the items whose types form mask m.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { user } from './auth';

const perMask = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`array_fill(0, array[32])`);

export const learnerProgress = pgTable('learner_progress', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  chaptersCompleted: integer('chapters_completed').notNull().default(0),
  /** Completed videos per video mask. */
  videosCompleted: perMask('videos_completed'),
  /** Questions answered right at least once, per mask of the question's category. */
  questionsRight: perMask('questions_right'),
});

/** One row (id 1): how much content there is, per mask. */
export const contentTotals = pgTable(
  'content_totals',
  {
    id: smallint('id').primaryKey().default(1),
    videos: perMask('videos'),
    questions: perMask('questions'),
    chapters: integer('chapters').notNull().default(0),
  },
  (t) => [check('content_totals_single_row', sql`${t.id} = 1`)],
);
