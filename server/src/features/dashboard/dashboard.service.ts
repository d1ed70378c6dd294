import { sql, type SQL } from 'drizzle-orm';
import { getEffectiveReasons, getPathMilestones, getRecommendations, summariseProgress, type ProgressCounts } from '@common/domain';
import type { Dashboard } from '@common/schemas/dashboard';
import type { Database } from '../../db/client';
import type { Viewer } from '../../middleware/context';

/**
 * Every figure of the overview in one prepared statement (planned once per connection), with
 * each aggregate reading only this user's rows through the (user_id, …) indexes. Content in
 * scope: admins and users without reasons see everything; others see content whose mpu_types
 * overlap their reasons.
 */
function prepareCountsQuery(db: Database) {
  const userId = sql.placeholder('userId');
  const inScope = (mpuTypes: SQL) =>
    sql`(${sql.placeholder('everything')}::boolean or ${mpuTypes} && ${sql.placeholder('reasons')}::text[])`;
  // quiz categories without types are for everyone (the quiz hub shows them to every learner)
  const categoryInScope = sql`(cardinality(c.mpu_types) = 0 or ${inScope(sql`c.mpu_types`)})`;
  const count = (query: SQL) => sql<number>`(${query})`.mapWith(Number);
  return (
    db
      .select({
        videosTotal: count(sql`select count(*)::int from videos v where ${inScope(sql`v.mpu_types`)}`),
        videosCompleted: count(sql`select count(*)::int from video_progress vp join videos v on v.id = vp.video_id
        where vp.user_id = ${userId} and vp.completed and ${inScope(sql`v.mpu_types`)}`),
        questionsTotal: count(sql`select count(*)::int from quiz_questions q join quiz_categories c on c.id = q.category_id
        where ${categoryInScope}`),
        questionsCorrect: count(sql`select count(distinct a.question_id)::int from quiz_user_attempts a
        join quiz_questions q on q.id = a.question_id join quiz_categories c on c.id = q.category_id
        where a.user_id = ${userId} and a.is_correct and ${categoryInScope}`),
        chaptersTotal: count(sql`select count(*)::int from chapters`),
        chaptersCompleted: count(sql`select count(*)::int from user_progress p where p.user_id = ${userId} and p.completed`),
        attempts: sql<number>`mine.attempts`.mapWith(Number),
        incorrectAttempts: sql<number>`mine.incorrect`.mapWith(Number),
      })
      // all attempts and the wrong ones in one pass over this user's attempts
      .from(
        sql`(select count(*)::int as attempts, (count(*) filter (where not a.is_correct))::int as incorrect
        from quiz_user_attempts a where a.user_id = ${userId}) as mine`,
      )
      .prepare('dashboard_counts')
  );
}

const preparedCounts = new WeakMap<Database, ReturnType<typeof prepareCountsQuery>>();

export async function getProgressCounts({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ProgressCounts> {
  let query = preparedCounts.get(db);
  if (!query) preparedCounts.set(db, (query = prepareCountsQuery(db)));
  const reasons = getEffectiveReasons(viewer);
  const [row] = await query.execute({
    userId: viewer.userId,
    everything: viewer.role === 'admin' || reasons.length === 0,
    reasons,
  });
  return row!;
}

export async function getDashboard(options: { db: Database; viewer: Viewer }): Promise<Dashboard> {
  const counts = await getProgressCounts(options);
  const summary = summariseProgress(counts);
  return {
    counts,
    summary,
    recommendations: getRecommendations(summary, counts.attempts),
    milestones: getPathMilestones(summary),
  };
}
