import { getPathMilestones, getRecommendations, summariseProgress, type Language, type ProgressCounts } from '@common/domain';
import type { Dashboard } from '@common/schemas/dashboard';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { contentTotals, learnerProgress } from '../../db/schema';
import { videoFactsAt, videoFactsVersion, videosDoneBy } from '../../learner-videos';
import type { Viewer } from '../../middleware/context';
import { countingViewerOf, progressCountsFor, type SessionProgress } from '../../progress-counts';

/**
 * The learner's counters, the content totals (two primary-key reads; the database keeps both on
 * every write, migration 0012), the videos' version and the learner's done marks, in one prepared statement.
 */
function prepareCountersQuery(db: Database) {
  return db
    .select({
      totals: { questions: contentTotals.questions, chapters: contentTotals.chapters },
      // null for a user the database has no counters for (none: every new user gets a row)
      counters: {
        attempts: learnerProgress.attempts,
        wrongAttempts: learnerProgress.wrongAttempts,
        chaptersCompleted: learnerProgress.chaptersCompleted,
        questionsRight: learnerProgress.questionsRight,
      },
      videosVersion: videoFactsVersion,
      videosDone: videosDoneBy(sql`${sql.placeholder('userId')}`),
    })
    .from(contentTotals)
    .leftJoin(learnerProgress, sql`${learnerProgress.userId} = ${sql.placeholder('userId')}`)
    .prepare('dashboard_counters');
}

const countersQuery = perDatabase(prepareCountersQuery);

interface ProgressOptions {
  db: Database;
  viewer: Viewer;
  /** The interface language the learner sees the videos in (request-language.ts, interfaceLanguageOf). */
  language: Language;
  /** The counters when the session lookup read them already (requireSessionWithProgress). */
  progress?: SessionProgress;
}

export async function getProgressCounts({ db, viewer, language, progress }: ProgressOptions): Promise<ProgressCounts> {
  let row = progress;
  if (!row) [row] = (await countersQuery(db).execute({ userId: viewer.userId })) as SessionProgress[];
  const videos = await videoFactsAt(db, row!.videosVersion);
  return progressCountsFor({ ...row!, videos }, countingViewerOf(viewer, language)).counts;
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
