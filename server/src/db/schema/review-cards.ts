import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tz } from './columns';
import { quizQuestions } from './quiz';

/**
 * Spaced repetition (docs/decisions/061-spaced-repetition.md): one FSRS card per learner and exam
 * question, written in the same transaction as the answer. The columns are ts-fsrs's Card.
 */
export const quizReviewCards = pgTable(
  'quiz_review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull(),
    due: timestamp('due', tz).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: timestamp('last_review', tz),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // "Wiederholen": one learner's cards by due date; the second index serves a question's deletion
    index('quiz_review_cards_user_due_idx').on(t.userId, t.due),
    index('quiz_review_cards_question_idx').on(t.questionId),
    check('quiz_review_cards_state_check', sql`${t.state} between 0 and 3`),
  ],
);
