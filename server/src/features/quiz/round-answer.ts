// An answer inside a round (docs/decisions/076-quiz-rounds.md). Like the plain answer (answer.ts,
// decisions 061, 067), one batched read and one batched write: the read brings the round's row of the
// question (its option order and any answer already stored), the question, the learner's retention
// and card; the write claims the round's row, reviews the card and inserts the attempt in one
// statement, so all or nothing. The client's key makes it idempotent: the same key again returns the
// stored result and writes nothing, which offline answers sent twice need.
import { sql } from 'drizzle-orm';
import { DESIRED_RETENTION_DEFAULT } from '@common/domain';
import { correctOptionIds, isCorrectSelection } from '@common/domain/option-order';
import { ANSWERED_AT_SKEW_MS, type RoundAnswerResult } from '@common/schemas/quiz-rounds';
import type { Language } from '@common/domain/value-sets';
import { explanationTexts, type StoredQuestionTexts } from '../../content-language';
import { contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { prepareSql } from '../../db/prepared-sql';
import { profiles, user, type quizReviewCards } from '../../db/schema';
import { createStatementBatcher } from '../../db/statement-batcher';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import type { SessionCompanion } from '../../middleware/session-lookup';
import { nextCardColumns, writeReviewCards } from '../../review-cards';

const p = (name: string) => sql.placeholder(name);

interface ReadRow extends AnswerRoundRead {
  user_id: string;
  round_id: string;
  question_id: string;
}

/** What an answer in a round needs to know: the round, the question's row in it, the question, retention and card. */
export interface AnswerRoundRead {
  started_at: Date | string;
  finished_at: Date | string | null;
  /** A 'Wiederholen' round made ahead (rounds.service.ts prepareReviewRound): its first answer starts it. */
  prepared: boolean;
  in_round: boolean;
  selected_option_ids: number[] | null;
  is_correct: boolean | null;
  client_key: string | null;
  options: string[] | null;
  correct_answers: string[] | null;
  explanation: string | null;
  question: string | null;
  translations: StoredQuestionTexts['translations'] | null;
  legal_basis: string | null;
  checked_on: string | null;
  mpu_types: string[] | null;
  retention: number | null;
  answered: number;
  total: number;
  card: CardJson | null;
}

type CardRow = typeof quizReviewCards.$inferSelect;
type CardJson = Omit<CardRow, 'due' | 'lastReview'> & { due: string; lastReview: string | null };

/** No row: no such round of this learner. in_round false: the question is not in the round. */
const READ_STATEMENT = sql`select asked.user_id, asked.round_id, asked.question_id, r.started_at, r.finished_at, r.prepared,
  rq.round_id is not null as in_round, rq.selected_option_ids, rq.is_correct, rq.client_key,
  q.options, q.correct_answers, q.explanation, q.question, q.translations, q.legal_basis, q.checked_on::text as checked_on,
  cat.mpu_types, pr.desired_retention as retention,
  r.answered_count as answered, r.question_count as total,
  (select json_build_object('userId', c.user_id, 'questionId', c.question_id, 'state', c.state, 'due', c.due,
      'stability', c.stability, 'difficulty', c.difficulty, 'elapsedDays', c.elapsed_days,
      'scheduledDays', c.scheduled_days, 'learningSteps', c.learning_steps, 'reps', c.reps, 'lapses', c.lapses,
      'lastReview', c.last_review)
    from quiz_review_cards c where c.user_id = asked.user_id and c.question_id = asked.question_id) as card
from unnest(${p('userIds')}::text[], ${p('roundIds')}::uuid[], ${p('questionIds')}::uuid[]) as asked(user_id, round_id, question_id)
join quiz_rounds r on r.id = asked.round_id and r.user_id = asked.user_id
left join quiz_round_questions rq on rq.round_id = r.id and rq.question_id = asked.question_id
left join quiz_questions q on q.id = rq.question_id
left join quiz_categories cat on cat.id = q.category_id
left join profiles pr on pr.id = asked.user_id`;

/**
 * The read of the answer's first try as a column of the session lookup (decision 068), so an answer in
 * a round costs two round trips like a plain one. Its parameter is '<round id> <question id>', or null
 * when the request does not carry two UUIDs (its validation then answers 400). Null: no such round of
 * this learner.
 */
export const roundAnswerReadCompanion: SessionCompanion<AnswerRoundRead | null> = {
  name: 'quiz_round_answer',
  column: (param) => sql`(select json_build_object('started_at', r.started_at, 'finished_at', r.finished_at, 'prepared', r.prepared,
      'in_round', rq.round_id is not null, 'selected_option_ids', rq.selected_option_ids, 'is_correct', rq.is_correct,
      'client_key', rq.client_key, 'options', q.options, 'correct_answers', q.correct_answers, 'explanation', q.explanation,
      'question', q.question, 'translations', q.translations, 'legal_basis', q.legal_basis, 'checked_on', q.checked_on,
      'mpu_types', cat.mpu_types, 'retention', ${profiles.desiredRetention},
      'answered', r.answered_count, 'total', r.question_count,
      'card', (select json_build_object('userId', c.user_id, 'questionId', c.question_id, 'state', c.state, 'due', c.due,
          'stability', c.stability, 'difficulty', c.difficulty, 'elapsedDays', c.elapsed_days,
          'scheduledDays', c.scheduled_days, 'learningSteps', c.learning_steps, 'reps', c.reps, 'lapses', c.lapses,
          'lastReview', c.last_review)
        from quiz_review_cards c where c.user_id = ${user.id} and c.question_id = split_part(${param}, ' ', 2)::uuid))
    from quiz_rounds r
    left join quiz_round_questions rq on rq.round_id = r.id and rq.question_id = split_part(${param}, ' ', 2)::uuid
    left join quiz_questions q on q.id = rq.question_id
    left join quiz_categories cat on cat.id = q.category_id
    where r.id = split_part(${param}, ' ', 1)::uuid and r.user_id = ${user.id})`,
};

/**
 * Claims the round's row of each answer that is still open in a running round, and only then reviews
 * the card (optimistic on its reps, as answer.ts) and inserts the attempt at the time the answer was
 * given. The round ends with its last question. The claim depends on the card written and the card on
 * the row open, so a second answer to the same question (another key, or the same key twice at once)
 * waits on the card's row, finds its reps changed, reads again and sees the stored answer.
 */
const WRITE_STATEMENT = sql`with input as (
  select * from json_to_recordset(${p('answers')}::json) as i(user_id text, round_id uuid, question_id uuid,
    read_reps integer, state smallint, due timestamptz, stability double precision, difficulty double precision,
    elapsed_days integer, scheduled_days integer, learning_steps integer, reps integer, lapses integer,
    last_review timestamptz, selected text[], selected_ids smallint[], is_correct boolean, answered_at timestamptz,
    client_key uuid)
), open as (
  -- per answer through the primary keys: a join let the planner hash every running round
  select i.* from input i
  join lateral (select 1 from quiz_rounds r where r.id = i.round_id and r.user_id = i.user_id and r.finished_at is null
    limit 1) running on true
  join lateral (select 1 from quiz_round_questions rq where rq.round_id = i.round_id and rq.question_id = i.question_id
    and rq.answered_at is null limit 1) unanswered on true
), ${writeReviewCards('open')},
claimed as (
  update quiz_round_questions rq set selected_option_ids = i.selected_ids, is_correct = i.is_correct,
    answered_at = i.answered_at, client_key = i.client_key
  from open i join written w on w.user_id = i.user_id and w.question_id = i.question_id
  where rq.round_id = i.round_id and rq.question_id = i.question_id and rq.answered_at is null
  returning rq.round_id, rq.question_id
), counted as (
  -- the round's row is locked by the first of two answers at once; the second counts on the first's count
  update quiz_rounds r set answered_count = r.answered_count + c.n,
    finished_at = case when r.answered_count + c.n >= r.question_count then now() else r.finished_at end
  from (select round_id, count(*)::int as n from claimed group by round_id) c
  where r.id = c.round_id
  returning r.id, r.answered_count as answered, r.finished_at is not null as finished
), attempts as (
  insert into quiz_user_attempts (id, user_id, question_id, selected_answers, is_correct, created_at)
  select gen_random_uuid(), i.user_id, i.question_id, i.selected, i.is_correct, i.answered_at
  from open i join claimed c on c.round_id = i.round_id and c.question_id = i.question_id
  returning user_id
)
select c.round_id, c.question_id, e.answered, e.finished from claimed c join counted e on e.id = c.round_id`;

interface RoundWrite {
  userId: string;
  roundId: string;
  questionId: string;
  readReps: number;
  card: ReturnType<typeof nextCardColumns>;
  selected: string[];
  selectedIds: number[];
  isCorrect: boolean;
  answeredAt: Date;
  clientKey: string;
}

const pairKey = (userId: string, questionId: string) => `${userId}\n${questionId}`;
const readKey = (userId: string, roundId: string, questionId: string) => `${userId}\n${roundId}\n${questionId}`;

/** One statement per group of answers in which every (learner, question) pair occurs once (one row changes once). */
function groups(writes: RoundWrite[]): RoundWrite[][] {
  const result: Array<{ pairs: Set<string>; writes: RoundWrite[] }> = [];
  for (const write of writes) {
    const key = pairKey(write.userId, write.questionId);
    let group = result.find((candidate) => !candidate.pairs.has(key));
    if (!group) result.push((group = { pairs: new Set(), writes: [] }));
    group.pairs.add(key);
    group.writes.push(write);
  }
  return result.map((group) => group.writes);
}

function createRoundAnswerBatchers(db: Database) {
  const read = prepareSql<ReadRow>(db, 'quiz_round_answer_read', READ_STATEMENT);
  const write = prepareSql<{ round_id: string; question_id: string; answered: number; finished: boolean }>(
    db,
    'quiz_round_answer_write',
    WRITE_STATEMENT,
  );
  return {
    read: createStatementBatcher<string, ReadRow>(async (keys) => {
      const triples = keys.map((key) => key.split('\n') as [string, string, string]);
      const rows = await read({
        userIds: triples.map(([userId]) => userId),
        roundIds: triples.map(([, roundId]) => roundId),
        questionIds: triples.map(([, , questionId]) => questionId),
      });
      return new Map(rows.map((row) => [readKey(row.user_id, row.round_id, row.question_id), row]));
    }),
    write: createStatementBatcher<RoundWrite, { answered: number; finished: boolean } | null>(async (writes) => {
      const stored = new Map<RoundWrite, { answered: number; finished: boolean } | null>();
      for (const group of groups(writes)) {
        const answers = group
          .map((w) => ({
            user_id: w.userId,
            round_id: w.roundId,
            question_id: w.questionId,
            read_reps: w.readReps,
            state: w.card.state,
            due: w.card.due,
            stability: w.card.stability,
            difficulty: w.card.difficulty,
            elapsed_days: w.card.elapsedDays,
            scheduled_days: w.card.scheduledDays,
            learning_steps: w.card.learningSteps,
            reps: w.card.reps,
            lapses: w.card.lapses,
            last_review: w.card.lastReview,
            selected: w.selected,
            selected_ids: w.selectedIds,
            is_correct: w.isCorrect,
            answered_at: w.answeredAt,
            client_key: w.clientKey,
          }))
          // concurrent batches lock cards in one order (docs/decisions/067-batched-statements.md)
          .sort((a, b) => (pairKey(a.user_id, a.question_id) < pairKey(b.user_id, b.question_id) ? -1 : 1));
        const rows = await write({ answers: JSON.stringify(answers) });
        const claimed = new Map(
          rows.map((row) => [`${row.round_id}\n${row.question_id}`, { answered: Number(row.answered), finished: row.finished }]),
        );
        for (const answer of group) stored.set(answer, claimed.get(`${answer.roundId}\n${answer.questionId}`) ?? null);
      }
      return stored;
    }),
  };
}
const roundAnswerBatchers = perDatabase(createRoundAnswerBatchers);

const MAX_TRIES = 10;

/**
 * A prepared round becomes the learner's running round: the one running until now is ended, as a start
 * with "replace" does (the learner started the prepared one on a device without a connection). The
 * update reads the ended rounds first, so the one running round per learner (a unique index) is free.
 */
const activatePrepared = (db: Database, userId: string, roundId: string) =>
  db.execute(sql`with ended as (
    update quiz_rounds set finished_at = now() where user_id = ${userId} and finished_at is null and not prepared and id <> ${roundId}
    returning id
  )
  update quiz_rounds set prepared = false from (select count(*) from ended) ended_first
  where id = ${roundId} and user_id = ${userId} and prepared`);

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function cardFromJson(card: CardJson | null): CardRow | undefined {
  if (!card) return undefined;
  return { ...card, due: new Date(card.due), lastReview: card.lastReview === null ? null : new Date(card.lastReview) };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Answers a question of the learner's round on option ids. The same client key again returns the
 * stored result; another answer to an answered question is 409 ALREADY_ANSWERED.
 */
/** The explanation of an answered question in the learner's language, with its rule and Rechtsstand. */
const explanationOf = (row: AnswerRoundRead, language: Language) =>
  explanationTexts(
    {
      question: row.question ?? '',
      options: row.options ?? [],
      explanation: row.explanation ?? '',
      translations: row.translations ?? {},
      legalBasis: row.legal_basis ?? '',
      checkedOn: row.checked_on,
    },
    language,
  );

export async function answerRoundQuestion({
  db,
  viewer,
  roundId,
  questionId,
  selectedOptionIds,
  clientKey,
  answeredAt,
  firstRead,
  now = new Date(),
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  roundId: string;
  questionId: string;
  selectedOptionIds: number[];
  clientKey: string;
  answeredAt?: string;
  /** The first try's read when the session lookup brought it (undefined: read it here; null: no such round). */
  firstRead?: AnswerRoundRead | null;
  now?: Date;
  /** The learner's reading language: the explanation's. */
  language?: Language;
}): Promise<RoundAnswerResult> {
  const { read, write } = roundAnswerBatchers(db);
  for (let tries = 1; ; tries++) {
    const row = tries === 1 && firstRead !== undefined ? firstRead : await read.load(readKey(viewer.userId, roundId, questionId));
    if (!row) throw new ApiError(404, 'ROUND_NOT_FOUND', 'No such round.');
    if (!row.in_round || row.options === null || row.correct_answers === null) {
      throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question in this round.');
    }
    const correct = correctOptionIds(row.options, row.correct_answers);
    const finished = row.finished_at !== null;
    if (row.selected_option_ids !== null) {
      // a replay of the stored answer (an offline answer sent again) returns what the first one got
      if (row.client_key === clientKey && sameIds(row.selected_option_ids, selectedOptionIds)) {
        return {
          isCorrect: row.is_correct ?? false,
          correctOptionIds: correct,
          ...explanationOf(row, language),
          answered: row.answered,
          finished,
        };
      }
      throw new ApiError(409, 'ALREADY_ANSWERED', 'This question of the round is answered.');
    }
    if (finished) throw new ApiError(409, 'ROUND_FINISHED', 'The round has ended.');
    const scope = contentScopeOf(viewer);
    const mpuTypes = row.mpu_types ?? [];
    if (!scope.everything && mpuTypes.length > 0 && !mpuTypes.some((type) => (scope.reasons as string[]).includes(type))) {
      throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question in your scope.');
    }
    if (selectedOptionIds.some((id) => id >= row.options!.length)) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { selectedOptionIds: 'NOT_AN_OPTION' });
    }
    const given = answeredAt === undefined ? now : new Date(answeredAt);
    // the database's clock set the start, the device's the answer: both may drift a little
    const startedAt = toDate(row.started_at).getTime() - ANSWERED_AT_SKEW_MS;
    if (answeredAt !== undefined && (given.getTime() < startedAt || given.getTime() > now.getTime() + ANSWERED_AT_SKEW_MS)) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { answeredAt: 'OUT_OF_RANGE' });
    }
    const isCorrect = isCorrectSelection(row.options, row.correct_answers, selectedOptionIds);
    const previous = cardFromJson(row.card);
    // an offline answer older than the card's latest review (given elsewhere since) is reviewed as of then
    const reviewedAt = previous?.lastReview && previous.lastReview > given ? previous.lastReview : given;
    const card = nextCardColumns(previous, { isCorrect, now: reviewedAt, retention: row.retention ?? DESIRED_RETENTION_DEFAULT });
    if (row.prepared) {
      try {
        await activatePrepared(db, viewer.userId, roundId);
      } catch (error) {
        // a round started elsewhere at this moment took the running place: the client sends again
        if (!isUniqueViolation(error)) throw error;
        throw new ApiError(409, 'ANSWER_CONFLICT', 'The answer collided with another one; send it again.');
      }
    }
    const stored = await write.load({
      userId: viewer.userId,
      roundId,
      questionId,
      readReps: previous?.reps ?? -1,
      card,
      selected: selectedOptionIds.map((id) => row.options![id]!),
      selectedIds: selectedOptionIds,
      isCorrect,
      answeredAt: given,
      clientKey,
    });
    if (stored) {
      return {
        isCorrect,
        correctOptionIds: correct,
        ...explanationOf(row, language),
        // as counted with this answer: answers of the same round at the same moment each see the others
        answered: stored.answered,
        finished: stored.finished,
      };
    }
    if (tries === MAX_TRIES) throw new ApiError(409, 'ANSWER_CONFLICT', 'The answer collided with another one; send it again.');
  }
}
