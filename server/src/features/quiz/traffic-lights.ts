// The learner's traffic lights (docs/decisions/079-traffic-lights-and-daily-goal.md): read from the
// two latest answers per question at request time, so the answer path writes nothing more. The
// colour rule itself is common/src/domain/traffic-lights.ts; SQL only groups the answers.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { addToTrafficLightCounts, emptyTrafficLightCounts, trafficLightOf, type MpuReason } from '@common/domain';
import type { QuizHubCategory, QuizQuestionLight } from '@common/schemas/quiz';
import type { Database } from '../../db/client';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema';
import type { Language } from '@common/domain/value-sets';
import { localize } from '@common/domain/content-language';

/** Per question the learner answered: the answers' correctness, newest first. */
function answersByQuestion(db: Database, userId: string) {
  return db
    .select({
      questionId: quizUserAttempts.questionId,
      answers: sql<
        boolean[]
      >`array_agg(${quizUserAttempts.isCorrect} order by ${quizUserAttempts.createdAt} desc, ${quizUserAttempts.id} desc)`.as('answers'),
    })
    .from(quizUserAttempts)
    .where(eq(quizUserAttempts.userId, userId))
    .groupBy(quizUserAttempts.questionId)
    .as('last_answers');
}

/**
 * The hub's categories in scope (by name, also those without questions) with the learner's lights,
 * and the questions whose latest answer was wrong ('Fehler wiederholen': all red lights), in one
 * statement: a row per category and pair of latest answers.
 */
export async function readHubCategories(
  db: Database,
  { userId, inScope, language = 'de' }: { userId: string; inScope: SQL | undefined; language?: Language },
): Promise<{ categories: QuizHubCategory[]; mistakes: number }> {
  const answers = answersByQuestion(db, userId);
  const latest = sql<boolean | null>`${answers.answers}[1]`;
  const previous = sql<boolean | null>`${answers.answers}[2]`;
  const rows = await db
    .select({
      id: quizCategories.id,
      name: quizCategories.name,
      description: quizCategories.description,
      translations: quizCategories.translations,
      mpuTypes: sql<MpuReason[]>`${quizCategories.mpuTypes}`,
      latest,
      previous,
      count: sql<number>`count(${quizQuestions.id})::int`.mapWith(Number),
    })
    .from(quizCategories)
    .leftJoin(quizQuestions, eq(quizQuestions.categoryId, quizCategories.id))
    .leftJoin(answers, eq(answers.questionId, quizQuestions.id))
    .where(inScope)
    .groupBy(quizCategories.id, latest, previous)
    .orderBy(asc(quizCategories.name), asc(quizCategories.id));
  const categories = new Map<string, QuizHubCategory>();
  for (const { latest, previous, count, translations, ...category } of rows) {
    const texts = localize({ name: category.name, description: category.description }, translations, language).fields;
    const entry = categories.get(category.id) ?? { ...category, ...texts, questionCount: 0, lights: emptyTrafficLightCounts() };
    entry.questionCount += count;
    entry.lights = addToTrafficLightCounts(entry.lights, trafficLightOf(latest, previous), count);
    categories.set(category.id, entry);
  }
  const list = [...categories.values()].sort((a, b) => a.name.localeCompare(b.name, language));
  return { categories: list, mistakes: list.reduce((sum, category) => sum + category.lights.red, 0) };
}

/** Each question of one category with its light, in the category's order (as its round plays them). */
export async function listQuestionLights(
  db: Database,
  { userId, categoryId, language = 'de' }: { userId: string; categoryId: string; language?: Language },
): Promise<QuizQuestionLight[]> {
  const answers = answersByQuestion(db, userId);
  const rows = await db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      options: quizQuestions.options,
      explanation: quizQuestions.explanation,
      translations: quizQuestions.translations,
      latest: sql<boolean | null>`${answers.answers}[1]`,
      previous: sql<boolean | null>`${answers.answers}[2]`,
    })
    .from(quizQuestions)
    .leftJoin(answers, eq(answers.questionId, quizQuestions.id))
    .where(eq(quizQuestions.categoryId, categoryId))
    .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
  return rows.map(({ id, question, options, explanation, translations, latest, previous }) => ({
    id,
    question: localize({ question, options, explanation }, translations, language).fields.question,
    light: trafficLightOf(latest, previous),
  }));
}
