// Question rounds kept on the server (docs/decisions/076-quiz-rounds.md): starting one (its questions
// and each question's option order fixed at the start), the running round, a round with its answers,
// the review at its end, ending it early, and the learner's marked questions. Answers: round-answer.ts.
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { correctOptionIds, shuffledOptionOrder } from '@common/domain/option-order';
import type { Language } from '@common/domain/value-sets';
import { RANDOM_QUIZ_SIZE } from '@common/schemas/quiz';
import type { QuizRound, QuizRoundSummary, RoundMode, RoundQuestion, RoundReview } from '@common/schemas/quiz-rounds';
import { categoryNameIn, explanationTexts, localizedQuestion } from '../../content-language';
import { categoryInScope, contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import { quizCategories, quizMarkedQuestions, quizQuestions, quizRoundQuestions, quizRounds } from '../../db/schema';
import { perDatabase } from '../../db/per-database';
import { prepareSql } from '../../db/prepared-sql';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { listReviewRound } from '../../review-cards';

/** The question ids whose latest answer by this user was wrong. */
export const latestWrong = (userId: string) => sql`(
  select latest.question_id from (
    select distinct on (a.question_id) a.question_id, a.is_correct
    from quiz_user_attempts a where a.user_id = ${userId}
    order by a.question_id, a.created_at desc, a.id desc
  ) latest where not latest.is_correct)`;

const isMarkedBy = (userId: string) =>
  sql`exists (select 1 from ${quizMarkedQuestions} m where m.user_id = ${userId} and m.question_id = ${quizQuestions.id})`;

/** The learner chose to replace a running round, or has none; otherwise the running one is reported. */
export class RoundActiveError extends ApiError {
  constructor(readonly activeRound: QuizRoundSummary) {
    super(409, 'ROUND_ACTIVE', 'You have a running round; start with replace: true to end it.');
  }
}

/** What a category's name in the learner's language needs (the version covers name and description). */
const categoryTexts = {
  categoryName: quizCategories.name,
  categoryDescription: quizCategories.description,
  categoryTranslations: quizCategories.translations,
};
type CategoryTexts = { categoryName: string | null; categoryDescription: string | null; categoryTranslations: unknown };
const categoryNameOf = (row: CategoryTexts, language: Language): string | null =>
  row.categoryName === null
    ? null
    : categoryNameIn(
        {
          name: row.categoryName,
          description: row.categoryDescription ?? '',
          translations: (row.categoryTranslations ?? {}) as Parameters<typeof categoryNameIn>[0]['translations'],
        },
        language,
      );

const summaryFields = {
  id: quizRounds.id,
  mode: quizRounds.mode,
  ...categoryTexts,
  total: sql<number>`count(${quizRoundQuestions.position})::int`.mapWith(Number),
  answered: sql<number>`count(${quizRoundQuestions.answeredAt})::int`.mapWith(Number),
};

const toSummary = (
  row: { id: string; mode: string; total: number; answered: number } & CategoryTexts,
  language: Language,
): QuizRoundSummary => ({
  id: row.id,
  mode: row.mode as RoundMode,
  ...(row.categoryName !== null && { categoryName: categoryNameOf(row, language)! }),
  answered: row.answered,
  total: row.total,
});

/** The learner's running round, with how far it got ("Runde fortsetzen: Frage 4 von 60"). */
export async function getActiveRound({
  db,
  userId,
  language = 'de',
}: {
  db: Database;
  userId: string;
  language?: Language;
}): Promise<QuizRoundSummary | null> {
  const [row] = await db
    .select(summaryFields)
    .from(quizRounds)
    .leftJoin(quizCategories, eq(quizCategories.id, quizRounds.categoryId))
    .leftJoin(quizRoundQuestions, eq(quizRoundQuestions.roundId, quizRounds.id))
    .where(and(eq(quizRounds.userId, userId), isNull(quizRounds.finishedAt), eq(quizRounds.prepared, false)))
    .groupBy(quizRounds.id, quizCategories.id);
  return row ? toSummary(row, language) : null;
}

/** What a new round shows of a question (and the option count, for the shuffle). */
const detailFields = (userId: string) => ({
  id: quizQuestions.id,
  categoryId: quizQuestions.categoryId,
  ...categoryTexts,
  question: quizQuestions.question,
  difficulty: quizQuestions.difficulty,
  options: quizQuestions.options,
  explanation: quizQuestions.explanation,
  translations: quizQuestions.translations,
  correctCount: sql<number>`cardinality(${quizQuestions.correctAnswers})`.mapWith(Number),
  marked: isMarkedBy(userId).mapWith(Boolean),
});

interface QuestionDetail extends CategoryTexts {
  id: string;
  categoryId: string;
  question: string;
  difficulty: RoundQuestion['difficulty'];
  options: string[];
  explanation: string;
  translations: Parameters<typeof localizedQuestion>[0]['translations'];
  correctCount: number;
  marked: boolean;
}

/** The questions of a new round of this mode, in the order they are asked. */
async function pickQuestions(
  db: Database,
  viewer: Viewer,
  mode: RoundMode,
  categoryId: string | undefined,
  leaveOut: ReadonlySet<string> = new Set(),
): Promise<QuestionDetail[]> {
  const scope = contentScopeOf(viewer);
  const inScope = categoryInScope(scope);
  const ids = (where: SQL | undefined, ...order: SQL[]) =>
    db
      .select(detailFields(viewer.userId))
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .where(where)
      .orderBy(...order);
  const inFileOrder = [asc(quizCategories.name), asc(quizQuestions.createdAt), asc(quizQuestions.id)];
  switch (mode) {
    case 'category': {
      const [category] = await db
        .select({ id: quizCategories.id })
        .from(quizCategories)
        .where(and(eq(quizCategories.id, categoryId!), inScope));
      if (!category) throw new ApiError(404, 'CATEGORY_NOT_FOUND', 'No such category in your scope.');
      return ids(eq(quizQuestions.categoryId, category.id), asc(quizQuestions.createdAt), asc(quizQuestions.id));
    }
    case 'random':
      return ids(inScope, sql`random()`).limit(RANDOM_QUIZ_SIZE);
    case 'mistakes':
      // fixed now: a wrong answer in this round comes back in the next mistakes round
      return ids(and(inScope, sql`${quizQuestions.id} in ${latestWrong(viewer.userId)}`), ...inFileOrder);
    case 'marked':
      return ids(and(inScope, isMarkedBy(viewer.userId)), ...inFileOrder);
    case 'review': {
      const due = (await listReviewRound(db, { userId: viewer.userId, scope, now: new Date() })).filter(
        (question) => !leaveOut.has(question.id),
      );
      return due.length === 0
        ? []
        : questionDetails(
            db,
            viewer.userId,
            due.map((question) => question.id),
          );
    }
    case 'all':
      return ids(inScope, ...inFileOrder);
  }
}

/**
 * Ends the learner's running round when `replace` is set, then stores the new round and its questions,
 * in one statement: the round's insert reads the ended rounds first, so the one running round per
 * learner (a unique index) is free by then.
 */
const START_STATEMENT = sql`with ended as (
  update ${quizRounds} set finished_at = now()
  where user_id = ${sql.placeholder('userId')} and finished_at is null and ${sql.placeholder('replace')}::boolean
  returning id
), round as (
  insert into ${quizRounds} (user_id, mode, category_id, prepared, question_count)
  select ${sql.placeholder('userId')}, ${sql.placeholder('mode')}, ${sql.placeholder('categoryId')}::uuid,
    ${sql.placeholder('prepared')}::boolean, ${sql.placeholder('questionCount')}::integer
  from (select count(*) from ended) ended_first
  returning id
), questions as (
  insert into ${quizRoundQuestions} (round_id, position, question_id, option_order)
  select round.id, q.position, q.question_id, q.option_order
  from round, json_to_recordset(${sql.placeholder('questions')}::json) as q(position integer, question_id uuid, option_order smallint[])
)
select id from round`;

const startStatement = perDatabase((db: Database) => prepareSql<{ id: string }>(db, 'quiz_round_start', START_STATEMENT));

/** These questions, in this order, with what a new round shows of them. */
async function questionDetails(db: Database, userId: string, ids: string[]): Promise<QuestionDetail[]> {
  const rows = await db
    .select(detailFields(userId))
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(inArray(quizQuestions.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Starts a round: its questions and, per question, a shuffled option order are stored. A running
 * round is ended first when `replace` is set; otherwise it is reported (RoundActiveError).
 */
export async function startRound({
  db,
  viewer,
  mode,
  categoryId,
  replace = false,
  random = Math.random,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  mode: RoundMode;
  categoryId?: string;
  replace?: boolean;
  random?: () => number;
  /** The learner's reading language (server/src/content-language.ts). */
  language?: Language;
}): Promise<QuizRound> {
  const userId = viewer.userId;
  if (!replace) {
    const active = await getActiveRound({ db, userId, language });
    if (active) throw new RoundActiveError(active);
  }
  const details = await pickQuestions(db, viewer, mode, categoryId);
  try {
    return await storeRound(db, { userId, mode, categoryId, replace, prepared: false, details, random, language });
  } catch (error) {
    // another start of the same learner won the race: that round is now the running one
    if (!isUniqueViolation(error)) throw error;
    const active = await getActiveRound({ db, userId, language });
    if (active) throw new RoundActiveError(active);
    throw error;
  }
}

/** Unanswered prepared rounds are kept this long: a device that took one offline may still send its answers. */
const PREPARED_ROUND_DAYS = 7;

/**
 * The next 'Wiederholen' round, made ahead so a device can practise it without a connection
 * (decision 081): the questions due now, without those of the round the learner is in (`after`),
 * which its answers will schedule anew. Asked again with nothing answered since, the newest such
 * round is given again. It becomes the running round with its first answer (round-answer.ts).
 */
export async function prepareReviewRound({
  db,
  viewer,
  after,
  random = Math.random,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  after?: string;
  random?: () => number;
  language?: Language;
}): Promise<QuizRound> {
  const userId = viewer.userId;
  const leaveOut = new Set<string>();
  if (after) {
    await ownRound(db, userId, after);
    const rows = await db
      .select({ id: quizRoundQuestions.questionId })
      .from(quizRoundQuestions)
      .where(eq(quizRoundQuestions.roundId, after));
    for (const row of rows) leaveOut.add(row.id);
  }
  await db.execute(sql`delete from ${quizRounds} where user_id = ${userId} and prepared
    and started_at < now() - make_interval(days => ${PREPARED_ROUND_DAYS})`);
  const [reusable] = await db
    .execute<{ id: string }>(
      sql`select r.id from ${quizRounds} r
    where r.user_id = ${userId} and r.prepared
      and not exists (select 1 from quiz_user_attempts a where a.user_id = r.user_id and a.created_at >= r.started_at)
      and not exists (select 1 from ${quizRoundQuestions} x join ${quizRoundQuestions} y on y.question_id = x.question_id
        where x.round_id = r.id and y.round_id = ${after ?? null}::uuid)
    order by r.started_at desc limit 1`,
    )
    .then((result) => result.rows);
  if (reusable) return getRound({ db, viewer, roundId: reusable.id, language });
  const details = await pickQuestions(db, viewer, 'review', undefined, leaveOut);
  return storeRound(db, { userId, mode: 'review', replace: false, prepared: true, details, random, language });
}

async function storeRound(
  db: Database,
  {
    userId,
    mode,
    categoryId,
    replace,
    prepared,
    details,
    random,
    language,
  }: {
    userId: string;
    mode: RoundMode;
    categoryId?: string;
    replace: boolean;
    prepared: boolean;
    details: QuestionDetail[];
    random: () => number;
    language: Language;
  },
): Promise<QuizRound> {
  if (details.length === 0) throw new ApiError(422, 'ROUND_EMPTY', 'There are no questions for this round.');
  const orders = details.map((question) => shuffledOptionOrder(question.options.length, random));
  const [round] = await startStatement(db)({
    userId,
    replace,
    prepared,
    mode,
    categoryId: mode === 'category' ? categoryId : null,
    questionCount: details.length,
    questions: JSON.stringify(
      details.map((question, position) => ({ position, question_id: question.id, option_order: orders[position] })),
    ),
  });
  const categoryName = mode === 'category' ? categoryNameOf(details[0]!, language)! : undefined;
  return {
    id: round!.id,
    mode,
    ...(mode === 'category' && { categoryId, categoryName }),
    status: 'active',
    total: details.length,
    answered: 0,
    questions: details.map((question, position) => ({
      id: question.id,
      categoryId: question.categoryId,
      categoryName: categoryNameOf(question, language)!,
      difficulty: question.difficulty,
      multiple: question.correctCount > 1,
      marked: question.marked,
      ...askedTexts(question, orders[position]!, language),
      answer: null,
    })),
  };
}

/** What a question shows before it is answered: no explanation yet, in German too. */
function askedTexts(row: Parameters<typeof localizedQuestion>[0], order: readonly number[], language: Language) {
  const texts = localizedQuestion(row, order, language);
  return {
    question: texts.question,
    options: texts.options,
    contentLanguage: texts.contentLanguage,
    ...(texts.german && { german: { question: texts.german.question, options: texts.german.options } }),
  };
}

interface RoundRow extends CategoryTexts {
  id: string;
  mode: string;
  categoryId: string | null;
  finishedAt: Date | null;
}

/** The learner's own round; another learner's, or none, is 404. */
async function ownRound(db: Database, userId: string, roundId: string): Promise<RoundRow> {
  const [round] = await db
    .select({
      id: quizRounds.id,
      mode: quizRounds.mode,
      categoryId: quizRounds.categoryId,
      ...categoryTexts,
      finishedAt: quizRounds.finishedAt,
    })
    .from(quizRounds)
    .leftJoin(quizCategories, eq(quizCategories.id, quizRounds.categoryId))
    .where(and(eq(quizRounds.id, roundId), eq(quizRounds.userId, userId)));
  if (!round) throw new ApiError(404, 'ROUND_NOT_FOUND', 'No such round.');
  return round;
}

/** The round's questions in order, with what the learner answered and the question's answers (server only). */
async function roundQuestionRows(db: Database, userId: string, roundId: string) {
  return db
    .select({
      id: quizQuestions.id,
      categoryId: quizQuestions.categoryId,
      ...categoryTexts,
      question: quizQuestions.question,
      difficulty: quizQuestions.difficulty,
      options: quizQuestions.options,
      correctAnswers: quizQuestions.correctAnswers,
      explanation: quizQuestions.explanation,
      translations: quizQuestions.translations,
      legalBasis: quizQuestions.legalBasis,
      checkedOn: quizQuestions.checkedOn,
      optionOrder: quizRoundQuestions.optionOrder,
      selectedOptionIds: quizRoundQuestions.selectedOptionIds,
      isCorrect: quizRoundQuestions.isCorrect,
      marked: isMarkedBy(userId).mapWith(Boolean),
    })
    .from(quizRoundQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizRoundQuestions.questionId))
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(eq(quizRoundQuestions.roundId, roundId))
    .orderBy(asc(quizRoundQuestions.position));
}

type QuestionRow = Awaited<ReturnType<typeof roundQuestionRows>>[number];

const roundHead = (round: RoundRow, language: Language) => ({
  id: round.id,
  mode: round.mode as RoundMode,
  ...(round.categoryId !== null && { categoryId: round.categoryId }),
  ...(round.categoryName !== null && { categoryName: categoryNameOf(round, language)! }),
});

interface RoundRequest {
  db: Database;
  viewer: Viewer;
  roundId: string;
  language?: Language;
}

export async function getRound({ db, viewer, roundId, language = 'de' }: RoundRequest): Promise<QuizRound> {
  const [round, rows] = await Promise.all([ownRound(db, viewer.userId, roundId), roundQuestionRows(db, viewer.userId, roundId)]);
  const questions = rows.map((row): RoundQuestion => {
    const correct = correctOptionIds(row.options, row.correctAnswers);
    return {
      id: row.id,
      categoryId: row.categoryId,
      categoryName: categoryNameOf(row, language)!,
      difficulty: row.difficulty,
      multiple: correct.length > 1,
      marked: row.marked,
      ...askedTexts(row, row.optionOrder, language),
      answer:
        row.selectedOptionIds === null
          ? null
          : {
              selectedOptionIds: row.selectedOptionIds,
              isCorrect: row.isCorrect ?? false,
              correctOptionIds: correct,
              ...explanationTexts(row, language),
            },
    };
  });
  return {
    ...roundHead(round, language),
    status: round.finishedAt === null ? 'active' : 'finished',
    total: questions.length,
    answered: questions.filter((question) => question.answer !== null).length,
    questions,
  };
}

function reviewOf(round: RoundRow, rows: QuestionRow[], language: Language): RoundReview {
  const correct = rows.filter((row) => row.isCorrect === true).length;
  return {
    ...roundHead(round, language),
    score: { correct, total: rows.length, percent: rows.length === 0 ? 0 : Math.round((correct / rows.length) * 100) },
    items: rows.map((row) => {
      const correctIds = correctOptionIds(row.options, row.correctAnswers);
      return {
        questionId: row.id,
        categoryName: categoryNameOf(row, language)!,
        multiple: correctIds.length > 1,
        ...askedTexts(row, row.optionOrder, language),
        selectedOptionIds: row.selectedOptionIds ?? [],
        correctOptionIds: correctIds,
        isCorrect: row.isCorrect,
        ...explanationTexts(row, language),
      };
    }),
  };
}

/** The result page: only for a finished round (a running one would give away the answers still open). */
export async function getRoundReview({ db, viewer, roundId, language = 'de' }: RoundRequest): Promise<RoundReview> {
  const [round, rows] = await Promise.all([ownRound(db, viewer.userId, roundId), roundQuestionRows(db, viewer.userId, roundId)]);
  if (round.finishedAt === null) throw new ApiError(409, 'ROUND_NOT_FINISHED', 'The round is still running.');
  return reviewOf(round, rows, language);
}

/** Ends a round early; its unanswered questions stay unanswered. Ending a finished round again changes nothing. */
export async function finishRound({ db, viewer, roundId, language = 'de' }: RoundRequest): Promise<RoundReview> {
  const round = await ownRound(db, viewer.userId, roundId);
  if (round.finishedAt === null) {
    const [ended] = await db
      .update(quizRounds)
      .set({ finishedAt: sql`coalesce(${quizRounds.finishedAt}, now())` })
      .where(eq(quizRounds.id, roundId))
      .returning({ finishedAt: quizRounds.finishedAt });
    round.finishedAt = ended?.finishedAt ?? new Date();
  }
  return reviewOf(round, await roundQuestionRows(db, viewer.userId, roundId), language);
}

/** Marks or unmarks a question in the learner's scope ("Merken"); idempotent. */
export async function setQuestionMark({
  db,
  viewer,
  questionId,
  marked,
}: {
  db: Database;
  viewer: Viewer;
  questionId: string;
  marked: boolean;
}): Promise<{ marked: boolean }> {
  const [question] = await db
    .select({ id: quizQuestions.id })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(and(eq(quizQuestions.id, questionId), categoryInScope(contentScopeOf(viewer))));
  if (!question) throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question in your scope.');
  if (marked) await db.insert(quizMarkedQuestions).values({ userId: viewer.userId, questionId }).onConflictDoNothing();
  else
    await db
      .delete(quizMarkedQuestions)
      .where(and(eq(quizMarkedQuestions.userId, viewer.userId), eq(quizMarkedQuestions.questionId, questionId)));
  return { marked };
}

/** Marked questions in the learner's scope (the hub's "Gemerkte Fragen" count). */
export async function countMarked(db: Database, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(quizMarkedQuestions)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizMarkedQuestions.questionId))
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .where(and(eq(quizMarkedQuestions.userId, viewer.userId), categoryInScope(contentScopeOf(viewer))));
  return row?.count ?? 0;
}
