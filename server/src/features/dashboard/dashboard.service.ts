import { arrayOverlaps, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  getEffectiveReasons,
  getPathMilestones,
  getRecommendations,
  summariseProgress,
  type ProgressCounts,
} from '@common/domain';
import type { Dashboard } from '@common/schemas/dashboard';
import type { Database } from '../../db/client';
import { quizCategories, videos } from '../../db/schema';
import type { Viewer } from '../../middleware/context';

const CountsRowSchema = z.object({
  videos_total: z.coerce.number(),
  videos_completed: z.coerce.number(),
  questions_total: z.coerce.number(),
  questions_correct: z.coerce.number(),
  chapters_total: z.coerce.number(),
  chapters_completed: z.coerce.number(),
  attempts: z.coerce.number(),
  incorrect_attempts: z.coerce.number(),
});

/**
 * Content in scope: admins see everything; a user with MPU reasons sees content whose mpu_types
 * overlap them; a user without reasons sees everything.
 */
function scopeOf(viewer: Viewer) {
  const reasons = getEffectiveReasons(viewer);
  const everything = viewer.role === 'admin' || reasons.length === 0;
  return {
    videos: everything ? sql`true` : arrayOverlaps(videos.mpuTypes, reasons),
    categories: everything ? sql`true` : arrayOverlaps(quizCategories.mpuTypes, reasons),
  } satisfies Record<string, SQL>;
}

/** Every figure of the overview in one round trip; each aggregate reads only this user's rows. */
export async function getProgressCounts({ db, viewer }: { db: Database; viewer: Viewer }): Promise<ProgressCounts> {
  const scope = scopeOf(viewer);
  const userId = viewer.userId;
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${videos} where ${scope.videos}) as videos_total,
      (select count(*)::int from video_progress vp join ${videos} on ${videos.id} = vp.video_id
        where vp.user_id = ${userId} and vp.completed and ${scope.videos}) as videos_completed,
      (select count(*)::int from quiz_questions q join ${quizCategories} on ${quizCategories.id} = q.category_id
        where ${scope.categories}) as questions_total,
      (select count(distinct a.question_id)::int from quiz_user_attempts a
        join quiz_questions q on q.id = a.question_id
        join ${quizCategories} on ${quizCategories.id} = q.category_id
        where a.user_id = ${userId} and a.is_correct and ${scope.categories}) as questions_correct,
      (select count(*)::int from chapters) as chapters_total,
      (select count(*)::int from user_progress p where p.user_id = ${userId} and p.completed) as chapters_completed,
      (select count(*)::int from quiz_user_attempts a where a.user_id = ${userId}) as attempts,
      (select count(*)::int from quiz_user_attempts a where a.user_id = ${userId} and not a.is_correct) as incorrect_attempts
  `);
  const row = CountsRowSchema.parse(result.rows[0]);
  return {
    videosTotal: row.videos_total,
    videosCompleted: row.videos_completed,
    questionsTotal: row.questions_total,
    questionsCorrect: row.questions_correct,
    chaptersTotal: row.chapters_total,
    chaptersCompleted: row.chapters_completed,
    attempts: row.attempts,
    incorrectAttempts: row.incorrect_attempts,
  };
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
