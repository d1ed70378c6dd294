// An exam answer in two planned statements (docs/decisions/061-spaced-repetition.md, "One answer,
// two statements"): one read brings the question, the learner's desired retention and the question's
// review card; ts-fsrs computes the next card; one write stores the card and the attempt together.
// Both statements serve every answer that arrives in the same loop turn at once
// (docs/decisions/067-batched-statements.md): one round trip and, for the writes, one commit. The
// first read rides along with the session lookup (answerReadCompanion), so an answer costs the
// database two round trips, the session's included.
import { and, eq, sql } from 'drizzle-orm';
import type { QuizAnswerResult } from '@common/schemas/quiz';
import { DESIRED_RETENTION_DEFAULT } from '@common/domain';
import { contentScopeOf, type ContentScope } from '../../content-scope';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { prepareSql } from '../../db/prepared-sql';
import { profiles, quizCategories, quizQuestions, quizReviewCards, user } from '../../db/schema';
import { createStatementBatcher } from '../../db/statement-batcher';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { SessionCompanion } from '../../middleware/session-lookup';
import { nextCardColumns, writeReviewCards } from '../../review-cards';

const p = (name: string) => sql.placeholder(name);
const askedUser = sql`asked.user_id`;
const askedQuestion = sql`asked.question_id`;

/** The questions, retentions and cards of several (learner, question) pairs. */
function prepareRead(db: Database) {
  return db
    .select({
      userId: sql<string>`${askedUser}`,
      questionId: sql<string>`${askedQuestion}`,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
      mpuTypes: quizCategories.mpuTypes,
      retention: profiles.desiredRetention,
      card: quizReviewCards,
    })
    .from(sql`unnest(${p('userIds')}::text[], ${p('questionIds')}::uuid[]) as asked(user_id, question_id)`)
    .innerJoin(quizQuestions, eq(quizQuestions.id, askedQuestion))
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .leftJoin(profiles, eq(profiles.id, askedUser))
    .leftJoin(quizReviewCards, and(eq(quizReviewCards.userId, askedUser), eq(quizReviewCards.questionId, askedQuestion)))
    .prepare('quiz_answer_read');
}

type ReadRow = Awaited<ReturnType<ReturnType<typeof prepareRead>['execute']>>[number];

/** What an answer needs to know: the question, the learner's desired retention and their card. */
export type AnswerRead = Pick<ReadRow, 'options' | 'correctAnswers' | 'explanation' | 'mpuTypes' | 'retention' | 'card'>;

type CardJson = Omit<NonNullable<AnswerRead['card']>, 'due' | 'lastReview'> & { due: string; lastReview: string | null };
type AnswerReadJson = Omit<AnswerRead, 'card'> & { card: CardJson | null };

/**
 * The read of the answer route's first try, as a column of the session lookup (param: the question's
 * id, or null when it is not a UUID; the route's validation answers that request with 400). Null for a
 * question that does not exist.
 */
export const answerReadCompanion: SessionCompanion<AnswerReadJson | null> = {
  name: 'quiz_answer',
  column: (param) => sql`(select json_build_object('options', q.options, 'correctAnswers', q.correct_answers,
      'explanation', q.explanation, 'mpuTypes', cat.mpu_types, 'retention', ${profiles.desiredRetention},
      'card', (select json_build_object('userId', c.user_id, 'questionId', c.question_id, 'state', c.state, 'due', c.due,
          'stability', c.stability, 'difficulty', c.difficulty, 'elapsedDays', c.elapsed_days,
          'scheduledDays', c.scheduled_days, 'learningSteps', c.learning_steps, 'reps', c.reps, 'lapses', c.lapses,
          'lastReview', c.last_review)
        from quiz_review_cards c where c.user_id = ${user.id} and c.question_id = q.id))
    from quiz_questions q join quiz_categories cat on cat.id = q.category_id where q.id = ${param}::uuid)`,
};

/** The companion's JSON as the read statement's row: the card's times as dates. */
export function answerReadFromJson(json: AnswerReadJson | null): AnswerRead | null {
  if (!json) return null;
  const { card } = json;
  return {
    ...json,
    card: card && { ...card, due: new Date(card.due), lastReview: card.lastReview === null ? null : new Date(card.lastReview) },
  };
}

/**
 * Stores the answers whose card is still the one read: a card read with `read_reps` is updated only
 * while it has that many reviews, a card not read (-1) is inserted only while there is none; the
 * attempt is inserted only for a card written, so both or neither. The answers arrive as one JSON
 * array, sorted by learner and question, so concurrent writes lock cards in one order.
 */
const WRITE_STATEMENT = sql`with input as (
  select * from json_to_recordset(${p('answers')}::json) as i(user_id text, question_id uuid, read_reps integer,
    state smallint, due timestamptz, stability double precision, difficulty double precision, elapsed_days integer,
    scheduled_days integer, learning_steps integer, reps integer, lapses integer, last_review timestamptz,
    selected text[], is_correct boolean)
), ${writeReviewCards('input')}
insert into quiz_user_attempts (id, user_id, question_id, selected_answers, is_correct, created_at)
select gen_random_uuid(), i.user_id, i.question_id, i.selected, i.is_correct, now()
from input i join written w on w.user_id = i.user_id and w.question_id = i.question_id
returning user_id, question_id`;

interface AnswerWrite {
  userId: string;
  questionId: string;
  readReps: number;
  card: ReturnType<typeof nextCardColumns>;
  selected: string[];
  isCorrect: boolean;
}

const pairKey = (userId: string, questionId: string) => `${userId}\n${questionId}`;

function prepareWrite(db: Database) {
  const statement = prepareSql<{ user_id: string; question_id: string }>(db, 'quiz_answer_write', WRITE_STATEMENT);
  return async (writes: AnswerWrite[]) => {
    const answers = writes
      .map(({ userId, questionId, readReps, card, selected, isCorrect }) => ({
        user_id: userId,
        question_id: questionId,
        read_reps: readReps,
        state: card.state,
        due: card.due,
        stability: card.stability,
        difficulty: card.difficulty,
        elapsed_days: card.elapsedDays,
        scheduled_days: card.scheduledDays,
        learning_steps: card.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        last_review: card.lastReview,
        selected,
        is_correct: isCorrect,
      }))
      .sort((a, b) => (pairKey(a.user_id, a.question_id) < pairKey(b.user_id, b.question_id) ? -1 : 1));
    const rows = await statement({ answers: JSON.stringify(answers) });
    return new Set(rows.map((row) => pairKey(row.user_id, row.question_id)));
  };
}

/** One statement per round of answers in which every (learner, question) pair occurs once. */
function rounds(writes: AnswerWrite[]): AnswerWrite[][] {
  const result: Array<{ pairs: Set<string>; writes: AnswerWrite[] }> = [];
  for (const write of writes) {
    const key = pairKey(write.userId, write.questionId);
    let round = result.find((candidate) => !candidate.pairs.has(key));
    if (!round) result.push((round = { pairs: new Set(), writes: [] }));
    round.pairs.add(key);
    round.writes.push(write);
  }
  return result.map((round) => round.writes);
}

function createAnswerBatchers(db: Database) {
  const read = prepareRead(db);
  const write = prepareWrite(db);
  return {
    read: createStatementBatcher<string, ReadRow>(async (keys) => {
      const pairs = keys.map((key) => key.split('\n') as [string, string]);
      const rows = await read.execute({ userIds: pairs.map(([userId]) => userId), questionIds: pairs.map(([, questionId]) => questionId) });
      return new Map(rows.map((row) => [pairKey(row.userId, row.questionId), row]));
    }),
    write: createStatementBatcher<AnswerWrite, boolean>(async (writes) => {
      const stored = new Map<AnswerWrite, boolean>();
      for (const round of rounds(writes)) {
        const written = await write(round);
        for (const answer of round) stored.set(answer, written.has(pairKey(answer.userId, answer.questionId)));
      }
      return stored;
    }),
  };
}
const answerBatchers = perDatabase(createAnswerBatchers);

/** Another answer of the same learner to the same question may land between read and write; then read again. */
const MAX_TRIES = 10;

function isVisible(scope: ContentScope, mpuTypes: readonly string[]): boolean {
  return scope.everything || mpuTypes.length === 0 || mpuTypes.some((type) => (scope.reasons as string[]).includes(type));
}

/** Correct only when the chosen set equals the correct set exactly (spec). */
function isExactAnswer(selected: readonly string[], correct: readonly string[]): boolean {
  const chosen = new Set(selected);
  return chosen.size === correct.length && correct.every((answer) => chosen.has(answer));
}

/**
 * Evaluates an answer on the server, stores the attempt and reviews the question's card (right =
 * Good, wrong = Again). A question outside the learner's scope answers like one that does not exist.
 */
export async function answerQuestion({
  db,
  viewer,
  questionId,
  selected,
  firstRead,
}: {
  db: Database;
  viewer: Viewer;
  questionId: string;
  selected: string[];
  /** The first try's read when the session lookup brought it (undefined: read it here; null: no such question). */
  firstRead?: AnswerRead | null;
}): Promise<QuizAnswerResult> {
  const { read, write } = answerBatchers(db);
  for (let tries = 1; ; tries++) {
    const question = tries === 1 && firstRead !== undefined ? firstRead : await read.load(pairKey(viewer.userId, questionId));
    if (!question || !isVisible(contentScopeOf(viewer), question.mpuTypes)) {
      throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question in your scope.');
    }
    if (selected.some((answer) => !question.options.includes(answer))) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { selected: 'NOT_AN_OPTION' });
    }
    const isCorrect = isExactAnswer(selected, question.correctAnswers);
    const card = nextCardColumns(question.card ?? undefined, {
      isCorrect,
      now: new Date(),
      retention: question.retention ?? DESIRED_RETENTION_DEFAULT,
    });
    const stored = await write.load({ userId: viewer.userId, questionId, readReps: question.card?.reps ?? -1, card, selected, isCorrect });
    if (stored) return { isCorrect, correctAnswers: question.correctAnswers, explanation: question.explanation };
    if (tries === MAX_TRIES) throw new ApiError(409, 'ANSWER_CONFLICT', 'The answer collided with another one; send it again.');
  }
}
