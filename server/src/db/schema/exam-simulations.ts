// 'Prüfungssimulation' (docs/decisions/078-exam-simulation.md): the administrator's rules (one row),
// each learner's simulations and the questions drawn for them with the answers given so far.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tz } from './columns';
import { quizQuestions } from './quiz';

/** At most one row (id 1); no row: the defaults (common/src/domain/exam-simulation.ts). */
export const examSimulationSettings = pgTable(
  'exam_simulation_settings',
  {
    id: smallint('id').primaryKey().default(1),
    questionCount: integer('question_count').notNull(),
    minutes: integer('minutes').notNull(),
    passPercent: integer('pass_percent').notNull(),
    updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [check('exam_simulation_settings_single_row', sql`${t.id} = 1`)],
);

export const examSimulationSubmittedByEnum = pgEnum('exam_simulation_submitted_by', ['learner', 'time']);

export const examSimulations = pgTable(
  'exam_simulations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', tz).notNull(),
    deadline: timestamp('deadline', tz).notNull(),
    /** The rules at the start: a later change by the administrator does not move a running simulation. */
    minutes: integer('minutes').notNull(),
    passPercent: integer('pass_percent').notNull(),
    submittedAt: timestamp('submitted_at', tz),
    submittedBy: examSimulationSubmittedByEnum('submitted_by'),
    correctCount: integer('correct_count'),
    questionCount: integer('question_count').notNull(),
  },
  (t) => [
    index('exam_simulations_user_idx').on(t.userId, t.startedAt),
    // one running simulation per learner: a second start returns it
    uniqueIndex('exam_simulations_one_running_idx')
      .on(t.userId)
      .where(sql`${t.submittedAt} is null`),
  ],
);

export const examSimulationQuestions = pgTable(
  'exam_simulation_questions',
  {
    simulationId: uuid('simulation_id')
      .notNull()
      .references(() => examSimulations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** The option ids (indexes in the stored question) in the order this simulation shows them. */
    optionOrder: integer('option_order').array().notNull(),
    /** The option ids chosen so far; empty: open. */
    selected: integer('selected')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    marked: boolean('marked').notNull().default(false),
    answeredAt: timestamp('answered_at', tz),
    /** Set when the simulation ends. */
    isCorrect: boolean('is_correct'),
  },
  (t) => [
    primaryKey({ columns: [t.simulationId, t.position] }),
    uniqueIndex('exam_simulation_questions_question_idx').on(t.simulationId, t.questionId),
  ],
);
