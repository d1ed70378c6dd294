// The overview's figures from the per-mask counters (migration 0012): a bit per MPU reason, in the
// order of MPU_REASONS (alcohol 1, drugs 2, points 4, criminal 8, medizinalcannabis 16); element
// m of a per-mask array counts the items whose MPU types form mask m.
import { MPU_REASONS, type ProgressCounts } from '@common/domain';
import type { ContentScope } from './content-scope';

export interface ProgressCounters {
  attempts: number;
  wrongAttempts: number;
  chaptersCompleted: number;
  videosCompleted: number[];
  questionsRight: number[];
}

export interface ContentTotals {
  videos: number[];
  questions: number[];
  chapters: number;
}

/** A learner's counters (null without a row yet) and the content totals, as one read brings them. */
export interface SessionProgress {
  counters: ProgressCounters | null;
  totals: ContentTotals;
}

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
 * Quiz categories without types are for everyone; videos without types only for 'everything'.
 */
export function countInScope(perMask: readonly number[], scope: ContentScope, untypedForEveryone: boolean): number {
  const reasons = mpuMaskOf(scope.reasons);
  let sum = 0;
  perMask.forEach((count, mask) => {
    if (scope.everything || (mask & reasons) !== 0 || (mask === 0 && untypedForEveryone)) sum += count;
  });
  return sum;
}

export function progressCountsInScope(counters: ProgressCounters | null, totals: ContentTotals, scope: ContentScope): ProgressCounts {
  return {
    videosTotal: countInScope(totals.videos, scope, false),
    videosCompleted: counters ? countInScope(counters.videosCompleted, scope, false) : 0,
    questionsTotal: countInScope(totals.questions, scope, true),
    questionsCorrect: counters ? countInScope(counters.questionsRight, scope, true) : 0,
    chaptersTotal: totals.chapters,
    chaptersCompleted: counters?.chaptersCompleted ?? 0,
    attempts: counters?.attempts ?? 0,
    incorrectAttempts: counters?.wrongAttempts ?? 0,
  };
}
