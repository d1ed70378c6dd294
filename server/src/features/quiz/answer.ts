// An exam answer in two planned statements (docs/decisions/061-spaced-repetition.md, "One answer,
// two statements"): one read brings the question, the learner's desired retention and the question's
// review card; ts-fsrs computes the next card; one write stores the card and the attempt together.
import { and, eq, sql } from 'drizzle-orm';
import type { QuizAnswerResult } from '@common/schemas/quiz';
import { DESIRED_RETENTION_DEFAULT } from '@common/domain';
import { contentScopeOf, type ContentScope } from '../../content-scope';
import type { Database } from '../../db/client';
import { profiles, quizCategories, quizQuestions, quizReviewCards, quizUserAttempts } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { CARD_COLUMNS, nextCardColumns } from '../../review-cards';

const p = (name: string) => sql.placeholder(name);

function prepareAnswerStatements(db: Database) {
  const card = db.$with('card').as(
    db
      .insert(quizReviewCards)
      .values({
        userId: p('userId'),
        questionId: p('questionId'),
        state: p('state'),
        due: p('due'),
        stability: p('stability'),
        difficulty: p('difficulty'),
        elapsedDays: p('elapsedDays'),
        scheduledDays: p('scheduledDays'),
        learningSteps: p('learningSteps'),
        reps: p('reps'),
        lapses: p('lapses'),
        lastReview: p('lastReview'),
      })
      .onConflictDoUpdate({
        target: [quizReviewCards.userId, quizReviewCards.questionId],
        set: Object.fromEntries(CARD_COLUMNS.map((column) => [column, sql.raw(`excluded.${quizReviewCards[column].name}`)])),
        // optimistic: only over the card this answer was computed from; -1 (no card read) never matches
        setWhere: sql`${quizReviewCards.reps} = ${p('readReps')}`,
      })
      .returning({ userId: quizReviewCards.userId }),
  );
  return {
    read: db
      .select({
        options: quizQuestions.options,
        correctAnswers: quizQuestions.correctAnswers,
        explanation: quizQuestions.explanation,
        mpuTypes: quizCategories.mpuTypes,
        retention: profiles.desiredRetention,
        card: quizReviewCards,
      })
      .from(quizQuestions)
      .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
      .leftJoin(profiles, eq(profiles.id, p('userId')))
      .leftJoin(quizReviewCards, and(eq(quizReviewCards.userId, p('userId')), eq(quizReviewCards.questionId, quizQuestions.id)))
      .where(eq(quizQuestions.id, p('questionId')))
      .prepare('quiz_answer_read'),
    // the attempt is inserted only when the card was written: both or neither
    write: db
      .with(card)
      .insert(quizUserAttempts)
      .select(
        sql`select gen_random_uuid(), ${card.userId}, ${p('questionId')}::uuid, ${p('selected')}::text[], ${p('isCorrect')}::boolean, now() from ${card}`,
      )
      .returning({ id: quizUserAttempts.id })
      .prepare('quiz_answer_write'),
  };
}
const preparedStatements = new WeakMap<Database, ReturnType<typeof prepareAnswerStatements>>();

function answerStatements(db: Database) {
  let statements = preparedStatements.get(db);
  if (!statements) preparedStatements.set(db, (statements = prepareAnswerStatements(db)));
  return statements;
}

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
}: {
  db: Database;
  viewer: Viewer;
  questionId: string;
  selected: string[];
}): Promise<QuizAnswerResult> {
  const { read, write } = answerStatements(db);
  for (let tries = 1; ; tries++) {
    const [question] = await read.execute({ userId: viewer.userId, questionId });
    if (!question || !isVisible(contentScopeOf(viewer), question.mpuTypes)) {
      throw new ApiError(404, 'QUESTION_NOT_FOUND', 'No such question in your scope.');
    }
    if (selected.some((answer) => !question.options.includes(answer))) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'The request is invalid.', { selected: 'NOT_AN_OPTION' });
    }
    const isCorrect = isExactAnswer(selected, question.correctAnswers);
    const next = nextCardColumns(question.card ?? undefined, {
      isCorrect,
      now: new Date(),
      retention: question.retention ?? DESIRED_RETENTION_DEFAULT,
    });
    const stored = await write.execute({
      userId: viewer.userId,
      questionId,
      selected,
      isCorrect,
      readReps: question.card?.reps ?? -1,
      ...next,
    });
    if (stored.length > 0) return { isCorrect, correctAnswers: question.correctAnswers, explanation: question.explanation };
    if (tries === MAX_TRIES) throw new ApiError(409, 'ANSWER_CONFLICT', 'The answer collided with another one; send it again.');
  }
}
