// The overview's figures aggregated from the learner's whole history: what the counters replaced
// (migration 0012). Tests compare the counters with it after every kind of write.
import { sql } from 'drizzle-orm';
import type { ProgressCounts } from '@common/domain';
import type { ContentScope } from '../content-scope';
import type { Database } from '../db/client';

export async function aggregateProgressCounts(db: Database, userId: string, scope: ContentScope): Promise<ProgressCounts> {
  const reasons = sql`${`{${scope.reasons.join(',')}}`}::text[]`;
  const inScope = (types: ReturnType<typeof sql>) => sql`(${scope.everything}::boolean or ${types} && ${reasons})`;
  const categoryInScope = sql`(cardinality(c.mpu_types) = 0 or ${inScope(sql`c.mpu_types`)})`;
  const result = await db.execute(sql`select
    (select count(*)::int from videos v where ${inScope(sql`v.mpu_types`)}) as "videosTotal",
    (select count(*)::int from video_progress vp join videos v on v.id = vp.video_id
      where vp.user_id = ${userId} and vp.completed and ${inScope(sql`v.mpu_types`)}) as "videosCompleted",
    (select count(*)::int from quiz_questions q join quiz_categories c on c.id = q.category_id where ${categoryInScope}) as "questionsTotal",
    (select count(distinct a.question_id)::int from quiz_user_attempts a
      join quiz_questions q on q.id = a.question_id join quiz_categories c on c.id = q.category_id
      where a.user_id = ${userId} and a.is_correct and ${categoryInScope}) as "questionsCorrect",
    (select count(*)::int from chapters) as "chaptersTotal",
    (select count(*)::int from user_progress p where p.user_id = ${userId} and p.completed) as "chaptersCompleted",
    (select count(*)::int from quiz_user_attempts a where a.user_id = ${userId}) as "attempts",
    (select count(*)::int from quiz_user_attempts a where a.user_id = ${userId} and not a.is_correct) as "incorrectAttempts"`);
  return result.rows[0] as unknown as ProgressCounts;
}
