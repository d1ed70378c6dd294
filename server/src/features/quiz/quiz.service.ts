// The learner's exam quiz: the hub's figures, the questions of each mode (without their correct
// answers) and the server-side evaluation of an answer.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  RANDOM_QUIZ_SIZE,
  QUIZ_RECENT_ACTIVITY,
  type QuizCategoryLights,
  type QuizHub,
  type QuizMode,
  type QuizQuestionList,
} from '@common/schemas/quiz';
import type { MpuReason } from '@common/domain';
import { categoryInScope, contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { ApiError } from '../../middleware/errors';
import { questionFields } from '../../question-fields';
import { countDueQuestions, listReviewRound } from '../../review-cards';
import { countMarked, getActiveRound, latestWrong } from './rounds.service';
import { listQuestionLights, readHubCategories } from './traffic-lights';
import type { Language } from '@common/domain/value-sets';
import { localize } from '@common/domain/content-language';

const categorySummary = {
  id: quizCategories.id,
  name: quizCategories.name,
  description: quizCategories.description,
  mpuTypes: sql<MpuReason[]>`${quizCategories.mpuTypes}`,
  questionCount: sql<number>`count(${quizQuestions.id})::int`.mapWith(Number),
};

/** How many questions in scope are due for repetition today (the overview's recommendation). */
export async function getReviewDue({ db, viewer }: { db: Database; viewer: Viewer }) {
  return { dueCount: await countDueQuestions(db, { userId: viewer.userId, scope: contentScopeOf(viewer), now: new Date() }) };
}

export async function getQuizHub({ db, viewer, language = 'de' }: { db: Database; viewer: Viewer; language?: Language }): Promise<QuizHub> {
  const scope = contentScopeOf(viewer);
  const inScope = categoryInScope(scope);
  const [{ categories, mistakes }, recent, dueCount, markedCount, activeRound] = await Promise.all([
    readHubCategories(db, { userId: viewer.userId, inScope, language }),
    db
      .select({
        id: quizUserAttempts.id,
        questionId: quizUserAttempts.questionId,
        question: quizQuestions.question,
        options: quizQuestions.options,
        explanation: quizQuestions.explanation,
        translations: quizQuestions.translations,
        isCorrect: quizUserAttempts.isCorrect,
        createdAt: quizUserAttempts.createdAt,
      })
      .from(quizUserAttempts)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizUserAttempts.questionId))
      .where(eq(quizUserAttempts.userId, viewer.userId))
      .orderBy(desc(quizUserAttempts.createdAt), desc(quizUserAttempts.id))
      .limit(QUIZ_RECENT_ACTIVITY),
    countDueQuestions(db, { userId: viewer.userId, scope, now: new Date() }),
    countMarked(db, viewer),
    getActiveRound({ db, userId: viewer.userId, language }),
  ]);
  return {
    categories,
    totalQuestions: categories.reduce((sum, category) => sum + category.questionCount, 0),
    mistakes,
    dueCount,
    recent: recent.map(({ question, options, explanation, translations, ...attempt }) => ({
      ...attempt,
      question: localize({ question, options, explanation }, translations, language).fields.question,
      createdAt: attempt.createdAt.toISOString(),
    })),
    markedCount,
    activeRound,
  };
}

/** The questions of one category in scope with the learner's light each (display only; 'Wiederholen' decides what is due). */
export async function listCategoryLights({
  db,
  viewer,
  categoryId,
  language = 'de',
}: {
  db: Database;
  viewer: Viewer;
  categoryId: string;
  language?: Language;
}): Promise<QuizCategoryLights> {
  const [category] = await db
    .select({ id: quizCategories.id })
    .from(quizCategories)
    .where(and(eq(quizCategories.id, categoryId), categoryInScope(contentScopeOf(viewer))));
  if (!category) throw new ApiError(404, 'CATEGORY_NOT_FOUND', 'No such category in your scope.');
  return { categoryId, questions: await listQuestionLights(db, { userId: viewer.userId, categoryId, language }) };
}

export async function listQuizQuestions({
  db,
  viewer,
  mode,
  categoryId,
}: {
  db: Database;
  viewer: Viewer;
  mode: QuizMode;
  categoryId?: string;
}): Promise<QuizQuestionList> {
  const scope = contentScopeOf(viewer);
  const inScope = categoryInScope(scope);
  const base = () =>
    db.select(questionFields).from(quizQuestions).innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId));
  const inFileOrder = [asc(quizCategories.name), asc(quizQuestions.createdAt), asc(quizQuestions.id)];

  switch (mode) {
    case 'category': {
      const [category] = await db
        .select(categorySummary)
        .from(quizCategories)
        .leftJoin(quizQuestions, eq(quizQuestions.categoryId, quizCategories.id))
        .where(and(eq(quizCategories.id, categoryId!), inScope))
        .groupBy(quizCategories.id);
      if (!category) throw new ApiError(404, 'CATEGORY_NOT_FOUND', 'No such category in your scope.');
      const questions = await base()
        .where(eq(quizQuestions.categoryId, category.id))
        .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
      return { questions, category };
    }
    case 'random':
      return {
        questions: await base()
          .where(inScope)
          .orderBy(sql`random()`)
          .limit(RANDOM_QUIZ_SIZE),
      };
    case 'mistakes':
      return {
        questions: await base()
          .where(and(inScope, sql`${quizQuestions.id} in ${latestWrong(viewer.userId)}`))
          .orderBy(...inFileOrder),
      };
    case 'review':
      return { questions: await listReviewRound(db, { userId: viewer.userId, scope, now: new Date() }) };
    case 'all':
      return {
        questions: await base()
          .where(inScope)
          .orderBy(...inFileOrder),
      };
  }
}
