// The overview's figures, for the overview, the statistics and the integration API alike: what the
// learner is shown (docs/decisions/075-honest-totals.md). Questions and chapters from the per-mask
// counters (migration 0012): a bit per MPU reason, in the order of MPU_REASONS (alcohol 1, drugs 2,
// points 4, criminal 8, medizinalcannabis 16); element m of a per-mask array counts the items whose
// MPU types form mask m. Videos by the library's rule (./learner-videos.ts). Content behind a page
// the viewer cannot open (the library: 'videos'; the quiz and the courses: 'courses') counts for nothing.
import { isPageAllowed, MPU_REASONS, type Language, type PageKey, type ProgressCounts, type Role } from '@common/domain';
import { contentScopeOf, type ContentScope } from './content-scope';
import { countLearnerVideos, type VideoFactsRow } from './learner-videos';

export interface ProgressCounters {
  attempts: number;
  wrongAttempts: number;
  chaptersCompleted: number;
  questionsRight: number[];
}

export interface ContentTotals {
  questions: number[];
  chapters: number;
}

/** A learner's counters (null without a row yet), the content totals and the videos' version, as one read brings them. */
export interface SessionProgress {
  counters: ProgressCounters | null;
  totals: ContentTotals;
  /** The version of the videos' facts (./learner-videos.ts, videoFactsAt). */
  videosVersion: string;
  /** The ids of the videos the learner marked done. */
  videosDone: string[];
}

/** What the figures are counted from: the read above with every video's facts. */
export type ProgressFacts = Omit<SessionProgress, 'videosVersion'> & { videos: readonly VideoFactsRow[] };

export function mpuMaskOf(types: readonly string[]): number {
  let mask = 0;
  for (const type of types) {
    const bit = MPU_REASONS.indexOf(type as (typeof MPU_REASONS)[number]);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

/**
 * Sums the counts of the masks a viewer sees: everything, or content sharing a reason with them.
 * Quiz categories without types are for everyone.
 */
export function countInScope(perMask: readonly number[], scope: ContentScope, untypedForEveryone: boolean): number {
  const reasons = mpuMaskOf(scope.reasons);
  let sum = 0;
  perMask.forEach((count, mask) => {
    if (scope.everything || (mask & reasons) !== 0 || (mask === 0 && untypedForEveryone)) sum += count;
  });
  return sum;
}

/** Whom the figures are for. */
export interface CountingViewer {
  scope: ContentScope;
  /** The interface language the library shows the videos in. */
  language: Language;
  /** Whether the viewer can open the video library ('videos') and the quiz and the courses ('courses'). */
  canOpen: { videos: boolean; courses: boolean };
}

export function countingViewerOf(
  viewer: { role: Role; permissions: Partial<Record<PageKey, boolean>>; mpuReasons: string[]; mpuReason: string | null },
  language: Language,
): CountingViewer {
  const scope = contentScopeOf(viewer);
  const canOpen = (page: PageKey) => isPageAllowed(viewer.role, viewer.permissions, page, scope.reasons);
  return { scope, language, canOpen: { videos: canOpen('videos'), courses: canOpen('courses') } };
}

export interface ViewerProgress {
  counts: ProgressCounts;
  /** The videos counted in videosTotal (the statistics date their done marks). */
  countedVideoIds: string[];
}

export function progressCountsFor(progress: ProgressFacts, viewer: CountingViewer): ViewerProgress {
  const { counters, totals } = progress;
  const { scope, canOpen } = viewer;
  const videos = canOpen.videos
    ? countLearnerVideos({ videos: progress.videos, done: progress.videosDone, scope, language: viewer.language })
    : { total: 0, completed: 0, countedIds: [] };
  return {
    counts: {
      videosTotal: videos.total,
      videosCompleted: videos.completed,
      questionsTotal: canOpen.courses ? countInScope(totals.questions, scope, true) : 0,
      questionsCorrect: canOpen.courses && counters ? countInScope(counters.questionsRight, scope, true) : 0,
      chaptersTotal: canOpen.courses ? totals.chapters : 0,
      chaptersCompleted: canOpen.courses ? (counters?.chaptersCompleted ?? 0) : 0,
      attempts: counters?.attempts ?? 0,
      incorrectAttempts: counters?.wrongAttempts ?? 0,
    },
    countedVideoIds: videos.countedIds,
  };
}
