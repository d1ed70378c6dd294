// The learner's traffic lights (docs/decisions/079-traffic-lights-and-daily-goal.md): read from the
// two latest answers per question at request time, so the answer path writes nothing more. The
// colour rule itself is common/src/domain/traffic-lights.ts; SQL only groups the answers.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { addToTrafficLightCounts, emptyTrafficLightCounts, trafficLightOf, type TrafficLightCounts } from '@common/domain';
import type { QuizQuestionLight } from '@common/schemas/quiz';
import type { Database } from '../../db/client';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema';

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

/** The lights of every category in scope: one statement, one row per category and pair of latest answers. */
export async function countLightsByCategory(
  db: Database,
  { userId, inScope }: { userId: string; inScope: SQL | undefined },
): Promise<Map<string, TrafficLightCounts>> {
  const answers = answersByQuestion(db, userId);
  const latest = sql<boolean | null>`${answers.answers}[1]`;
  const previous = sql<boolean | null>`${answers.answers}[2]`;
  const rows = await db
    .select({ categoryId: quizQuestions.categoryId, latest, previous, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(quizQuestions)
    .innerJoin(quizCategories, eq(quizCategories.id, quizQuestions.categoryId))
    .leftJoin(answers, eq(answers.questionId, quizQuestions.id))
    .where(inScope)
    .groupBy(quizQuestions.categoryId, latest, previous);
  const lights = new Map<string, TrafficLightCounts>();
  for (const row of rows) {
    const counts = lights.get(row.categoryId) ?? emptyTrafficLightCounts();
    lights.set(row.categoryId, addToTrafficLightCounts(counts, trafficLightOf(row.latest, row.previous), row.count));
  }
  return lights;
}

/** Each question of one category with its light, in the category's order (as its round plays them). */
export async function listQuestionLights(
  db: Database,
  { userId, categoryId }: { userId: string; categoryId: string },
): Promise<QuizQuestionLight[]> {
  const answers = answersByQuestion(db, userId);
  const rows = await db
    .select({
      id: quizQuestions.id,
      question: quizQuestions.question,
      latest: sql<boolean | null>`${answers.answers}[1]`,
      previous: sql<boolean | null>`${answers.answers}[2]`,
    })
    .from(quizQuestions)
    .leftJoin(answers, eq(answers.questionId, quizQuestions.id))
    .where(eq(quizQuestions.categoryId, categoryId))
    .orderBy(asc(quizQuestions.createdAt), asc(quizQuestions.id));
  return rows.map(({ id, question, latest, previous }) => ({ id, question, light: trafficLightOf(latest, previous) }));
}
