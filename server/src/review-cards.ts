// Spaced repetition of the exam questions (docs/decisions/061-spaced-repetition.md). Every answer, in
// any mode, is a review of that question's FSRS card: right = Good, wrong = Again. ts-fsrs computes the
// schedule; the card is written in the same statement as the attempt (server/src/features/quiz/answer.ts).
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type FSRS } from 'ts-fsrs';
import { endOfReviewDay, REVIEW_ROUND_SIZE } from '@common/domain';
import type { ContentScope } from './content-scope';
import type { Database } from './db/client';
import { perDatabase } from './db/per-database';
import { quizCategories, quizQuestions, quizReviewCards } from './db/schema';
import { questionFields } from './question-fields';

const schedulers = new Map<number, FSRS>();

/** ts-fsrs with the learner's desired retention (percent); its other parameters are the defaults. */
function schedulerFor(retentionPercent: number): FSRS {
  let scheduler = schedulers.get(retentionPercent);
  if (!scheduler) {
    scheduler = fsrs(generatorParameters({ request_retention: retentionPercent / 100 }));
    schedulers.set(retentionPercent, scheduler);
  }
  return scheduler;
}

type CardRow = typeof quizReviewCards.$inferSelect;

const toCard = (row: CardRow): Card => ({
  due: row.due,
  stability: row.stability,
  difficulty: row.difficulty,
  elapsed_days: row.elapsedDays,
  scheduled_days: row.scheduledDays,
  learning_steps: row.learningSteps,
  reps: row.reps,
  lapses: row.lapses,
  state: row.state,
  last_review: row.lastReview ?? undefined,
});

const toColumns = (card: Card) => ({
  state: card.state,
  due: card.due,
  stability: card.stability,
  difficulty: card.difficulty,
  elapsedDays: card.elapsed_days,
  scheduledDays: card.scheduled_days,
  learningSteps: card.learning_steps,
  reps: card.reps,
  lapses: card.lapses,
  lastReview: card.last_review ?? null,
});

/** The card's columns (ts-fsrs's Card), in the order of the table. */
export const CARD_COLUMNS = [
  'state',
  'due',
  'stability',
  'difficulty',
  'elapsedDays',
  'scheduledDays',
  'learningSteps',
  'reps',
  'lapses',
  'lastReview',
] as const satisfies readonly (keyof CardRow)[];

/** The card after this review: right = Good, wrong = Again, scheduled with the learner's desired retention (percent). */
export function nextCardColumns(previous: CardRow | undefined, review: { isCorrect: boolean; now: Date; retention: number }) {
  const card = previous ? toCard(previous) : createEmptyCard(review.now);
  return toColumns(schedulerFor(review.retention).next(card, review.now, review.isCorrect ? Rating.Good : Rating.Again).card);
}

/** The scope as parameters of a planned statement: everything (admins, no reasons) or these reasons. */
const scopeParameter = sql`(${sql.placeholder('everything')}::boolean or cardinality(${quizCategories.mpuTypes}) = 0
  or ${quizCategories.mpuTypes} && ${sql.placeholder('reasons')}::text[])`;

/** A learner's cards due before `dueBefore` whose question is in scope (with questions and categories joined). */
const isDueInScope = and(
  eq(quizReviewCards.userId, sql.placeholder('userId')),
  lt(quizReviewCards.due, sql.placeholder('dueBefore')),
  scopeParameter,
);

const statementParameters = (options: { userId: string; scope: ContentScope; now: Date }) => ({
  userId: options.userId,
  dueBefore: endOfReviewDay(options.now),
  everything: options.scope.everything,
  reasons: options.scope.reasons,
});

/** Planned once per connection, like the answer's statements: every hub and "Wiederholen" round runs them. */
function prepareReviewStatements(db: Database) {
  return {
    dueCount: db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(quizReviewCards)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizReviewCards.questionId))
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .where(isDueInScope)
      .prepare('quiz_review_due_count'),
    due: db
      .select(questionFields)
      .from(quizReviewCards)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizReviewCards.questionId))
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .where(isDueInScope)
      .orderBy(asc(quizReviewCards.due), asc(quizQuestions.id))
      .limit(REVIEW_ROUND_SIZE)
      .prepare('quiz_review_round_due'),
    unseen: db
      .select(questionFields)
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .leftJoin(
        quizReviewCards,
        and(eq(quizReviewCards.questionId, quizQuestions.id), eq(quizReviewCards.userId, sql.placeholder('userId'))),
      )
      .where(and(isNull(quizReviewCards.questionId), scopeParameter))
      .orderBy(asc(quizCategories.name), asc(quizQuestions.createdAt), asc(quizQuestions.id))
      .limit(REVIEW_ROUND_SIZE)
      .prepare('quiz_review_round_unseen'),
  };
}
const reviewStatements = perDatabase(prepareReviewStatements);

/** Questions in scope whose card is due before the end of the learner's day ("N fällig"). */
export async function countDueQuestions(db: Database, options: { userId: string; scope: ContentScope; now: Date }): Promise<number> {
  const [row] = await reviewStatements(db).dueCount.execute(statementParameters(options));
  return row?.count ?? 0;
}

/**
 * A "Wiederholen" round: the questions due today, most overdue first, then questions the learner has
 * never answered, in the file's order, up to REVIEW_ROUND_SIZE; only questions in scope.
 */
export async function listReviewRound(db: Database, options: { userId: string; scope: ContentScope; now: Date }) {
  const round = reviewStatements(db);
  const parameters = statementParameters(options);
  const due = await round.due.execute(parameters);
  if (due.length === REVIEW_ROUND_SIZE) return due;
  const unseen = await round.unseen.execute(parameters);
  return [...due, ...unseen.slice(0, REVIEW_ROUND_SIZE - due.length)];
}
