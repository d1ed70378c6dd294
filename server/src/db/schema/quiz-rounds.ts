// Question rounds kept on the server (docs/decisions/076-quiz-rounds.md) and the learner's marked
// questions ("Merken").
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, tz } from './columns';
import { quizCategories, quizQuestions } from './quiz';

export const quizRounds = pgTable(
  'quiz_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** common/src/schemas/quiz-rounds.ts ROUND_MODES. */
    mode: text('mode').notNull(),
    categoryId: uuid('category_id').references(() => quizCategories.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', tz).notNull().defaultNow(),
    /** Null while the round runs. */
    finishedAt: timestamp('finished_at', tz),
    /**
     * A 'Wiederholen' round made ahead for offline practice (decision 081): not the running round until
     * its first answer arrives, which ends the running one. A learner may have several (each device keeps
     * the one it was given); unanswered ones are deleted after a week.
     */
    prepared: boolean('prepared').notNull().default(false),
    /**
     * The round's questions and how many are answered, kept with each answer (round-answer.ts): an answer reads
     * and ends its round without counting the round's rows (a round of all questions has more than 200).
     */
    questionCount: integer('question_count').notNull().default(0),
    answeredCount: integer('answered_count').notNull().default(0),
  },
  (t) => [
    // one running round per learner: a second start replaces it (or is refused with ROUND_ACTIVE)
    uniqueIndex('quiz_rounds_one_active_idx')
      .on(t.userId)
      .where(sql`${t.finishedAt} is null and not ${t.prepared}`),
    index('quiz_rounds_user_idx').on(t.userId, t.startedAt),
    check('quiz_rounds_mode_check', sql`${t.mode} in ('all', 'random', 'category', 'mistakes', 'review', 'marked')`),
  ],
);

export const quizRoundQuestions = pgTable(
  'quiz_round_questions',
  {
    roundId: uuid('round_id')
      .notNull()
      .references(() => quizRounds.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** The option ids (indexes in the stored question) in the order this round shows them. */
    optionOrder: smallint('option_order').array().notNull(),
    /** Set once, by the answer; with the key that sent it, so a replay returns the same result. */
    selectedOptionIds: smallint('selected_option_ids').array(),
    isCorrect: boolean('is_correct'),
    answeredAt: timestamp('answered_at', tz),
    clientKey: uuid('client_key'),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.position] }),
    uniqueIndex('quiz_round_questions_question_idx').on(t.roundId, t.questionId),
    // deleting a question cascades here
    index('quiz_round_questions_question_only_idx').on(t.questionId),
  ],
);

export const quizMarkedQuestions = pgTable(
  'quiz_marked_questions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index('quiz_marked_questions_question_idx').on(t.questionId)],
);
