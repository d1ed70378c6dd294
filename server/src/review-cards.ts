// Spaced repetition of the exam questions (docs/decisions/061-spaced-repetition.md). Every answer, in
// any mode, is a review of that question's FSRS card: right = Good, wrong = Again. ts-fsrs computes the
// schedule; the card is written in the same statement as the attempt (server/src/features/quiz/answer.ts).
import { and, eq, lt, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type FSRS } from 'ts-fsrs';
import type { QuizQuestion } from '@common/schemas/quiz';
import { endOfReviewDay, REVIEW_ROUND_SIZE } from '@common/domain';
import type { ContentScope } from './content-scope';
import type { Database } from './db/client';
import { perDatabase } from './db/per-database';
import { prepareSql } from './db/prepared-sql';
import { quizCategories, quizQuestions, quizReviewCards } from './db/schema';

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

/**
 * The round in one statement (one round trip, however many questions are due): the due part, then
 * the unseen part, which PostgreSQL skips altogether when the due part already fills the round.
 */
const ROUND_SIZE = sql.raw(String(REVIEW_ROUND_SIZE));
/** questionFields (server/src/question-fields.ts) as columns of the round's two parts. */
const ROUND_COLUMNS = sql`${quizQuestions.id}, ${quizQuestions.categoryId}, ${quizCategories.name} as category_name,
  ${quizQuestions.question}, ${quizQuestions.options}, ${quizQuestions.difficulty},
  cardinality(${quizQuestions.correctAnswers}) > 1 as multiple`;
const MOST_OVERDUE_FIRST = sql`${quizReviewCards.due}, ${quizQuestions.id}`;
const IN_FILE_ORDER = sql`${quizCategories.name}, ${quizQuestions.createdAt}, ${quizQuestions.id}`;
const ROUND_STATEMENT = sql`with due as (
  select ${ROUND_COLUMNS}, row_number() over (order by ${MOST_OVERDUE_FIRST}) as position
  from ${quizReviewCards}
  join ${quizQuestions} on ${quizQuestions.id} = ${quizReviewCards.questionId}
  join ${quizCategories} on ${quizCategories.id} = ${quizQuestions.categoryId}
  where ${isDueInScope}
  order by ${MOST_OVERDUE_FIRST}
  limit ${ROUND_SIZE}
), unseen as (
  select ${ROUND_COLUMNS}, row_number() over (order by ${IN_FILE_ORDER}) as position
  from ${quizQuestions}
  join ${quizCategories} on ${quizCategories.id} = ${quizQuestions.categoryId}
  where ${scopeParameter}
    and not exists (select 1 from ${quizReviewCards}
      where ${quizReviewCards.userId} = ${sql.placeholder('userId')} and ${quizReviewCards.questionId} = ${quizQuestions.id})
    and (select count(*) from due) < ${ROUND_SIZE}
  order by ${IN_FILE_ORDER}
  limit ${ROUND_SIZE}
)
select id, category_id as "categoryId", category_name as "categoryName", question, options, difficulty, multiple
from (select 0 as part, * from due union all select 1 as part, * from unseen) round
order by part, position
limit ${ROUND_SIZE}`;

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
    round: prepareSql<QuizQuestion>(db, 'quiz_review_round', ROUND_STATEMENT),
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
export async function listReviewRound(db: Database, options: { userId: string; scope: ContentScope; now: Date }): Promise<QuizQuestion[]> {
  return reviewStatements(db).round(statementParameters(options));
}

/**
 * The part of an answer's write statement that stores the review cards (server/src/features/quiz/answer.ts
 * and round-answer.ts): from the answer rows of `source`, a card read with `read_reps` is updated only
 * while it still has that many reviews, a card not read (-1) is inserted only while there is none; the
 * CTE `written` lists the cards written, so the statement stores the rest only for those.
 */
export const writeReviewCards = (source: 'input' | 'open') =>
  sql.raw(`updated as (
  update quiz_review_cards c set state = i.state, due = i.due, stability = i.stability, difficulty = i.difficulty,
    elapsed_days = i.elapsed_days, scheduled_days = i.scheduled_days, learning_steps = i.learning_steps, reps = i.reps,
    lapses = i.lapses, last_review = i.last_review
  from ${source} i
  where i.read_reps >= 0 and c.user_id = i.user_id and c.question_id = i.question_id and c.reps = i.read_reps
  returning c.user_id, c.question_id
), inserted as (
  insert into quiz_review_cards (user_id, question_id, state, due, stability, difficulty, elapsed_days, scheduled_days,
    learning_steps, reps, lapses, last_review)
  select i.user_id, i.question_id, i.state, i.due, i.stability, i.difficulty, i.elapsed_days, i.scheduled_days,
    i.learning_steps, i.reps, i.lapses, i.last_review
  from ${source} i where i.read_reps < 0
  on conflict (user_id, question_id) do nothing
  returning user_id, question_id
), written as (select * from updated union all select * from inserted)`);
