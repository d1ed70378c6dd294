import { getPathMilestones, getRecommendations, summariseProgress, type ProgressCounts } from '@common/domain';
import type { Dashboard } from '@common/schemas/dashboard';
import { sql } from 'drizzle-orm';
import { contentScopeOf } from '../../content-scope';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { contentTotals, learnerProgress } from '../../db/schema';
import type { Viewer } from '../../middleware/context';
import { progressCountsInScope, type SessionProgress } from '../../progress-counts';

/**
 * The learner's counters and the content totals: two primary-key reads in one prepared statement.
 * The database keeps both on every write (migration 0012); the scope is applied here.
 */
function prepareCountersQuery(db: Database) {
  return db
    .select({
      totals: { videos: contentTotals.videos, questions: contentTotals.questions, chapters: contentTotals.chapters },
      // null for a user the database has no counters for (none: every new user gets a row)
      counters: {
        attempts: learnerProgress.attempts,
        wrongAttempts: learnerProgress.wrongAttempts,
        chaptersCompleted: learnerProgress.chaptersCompleted,
        videosCompleted: learnerProgress.videosCompleted,
        questionsRight: learnerProgress.questionsRight,
      },
    })
    .from(contentTotals)
    .leftJoin(learnerProgress, sql`${learnerProgress.userId} = ${sql.placeholder('userId')}`)
    .prepare('dashboard_counters');
}

const countersQuery = perDatabase(prepareCountersQuery);

interface ProgressOptions {
  db: Database;
  viewer: Viewer;
  /** The counters when the session lookup read them already (requireSessionWithProgress). */
  progress?: SessionProgress;
}

export async function getProgressCounts({ db, viewer, progress }: ProgressOptions): Promise<ProgressCounts> {
  let row = progress;
  if (!row) [row] = await countersQuery(db).execute({ userId: viewer.userId });
  return progressCountsInScope(row!.counters, row!.totals, contentScopeOf(viewer));
}

export async function getDashboard(options: ProgressOptions): Promise<Dashboard> {
  const counts = await getProgressCounts(options);
  const summary = summariseProgress(counts);
  return {
    counts,
    summary,
    recommendations: getRecommendations(summary, counts.attempts),
    milestones: getPathMilestones(summary),
  };
}
