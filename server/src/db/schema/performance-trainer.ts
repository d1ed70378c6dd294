// The reaction and concentration trainer (issue 21): one row per finished run of an exercise.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PERFORMANCE_EXERCISES } from '@common/schemas/performance-trainer';
import { user } from './auth';
import { createdAt, tz } from './columns';

const exerciseList = sql.raw(`ARRAY[${PERFORMANCE_EXERCISES.map((e) => `'${e}'`).join(', ')}]::text[]`);

export const performanceResults = pgTable(
  'performance_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    exercise: text('exercise').notNull(),
    startedAt: timestamp('started_at', tz).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The exercise's scores, validated per exercise by common/src/schemas/performance-trainer.ts. */
    scores: jsonb('scores').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('performance_results_exercise_check', sql`${t.exercise} = ANY (${exerciseList})`),
    // the history of one exercise: one learner's rows in the order they were run
    index('performance_results_user_exercise_idx').on(t.userId, t.exercise, t.startedAt),
  ],
);
