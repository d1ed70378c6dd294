import { describe, expect, it } from 'vitest';
import {
  getPathMilestones,
  getReadiness,
  getReadinessLevel,
  getErrorRateColour,
  getRecommendations,
  type ProgressSummary,
} from '@common/domain/progress';
import { formatCount, formatPercent, getRecommendationTextKeys, PATH_STEPS } from './dashboard-display';

const NBSP = '\u00a0';

function summaryOf(shares: { videoShare?: number; quizShare?: number; chapterShare?: number; errorRate?: number }): ProgressSummary {
  const videoShare = shares.videoShare ?? 0;
  const quizShare = shares.quizShare ?? 0;
  const chapterShare = shares.chapterShare ?? 0;
  const errorRate = shares.errorRate ?? 0;
  const readiness = getReadiness({ videoShare, quizShare, chapterShare });
  return {
    videoShare,
    quizShare,
    chapterShare,
    readiness,
    level: getReadinessLevel(readiness),
    errorRate,
    errorRateColour: getErrorRateColour(errorRate),
  };
}

describe('formatPercent', () => {
  it('writes whole percentages the way each UI language does', () => {
    expect(formatPercent(42, 'de')).toBe(`42${NBSP}%`);
    expect(formatPercent(42, 'tr')).toBe('%42');
    expect(formatPercent(42, 'en')).toBe('42%');
  });

  it('rounds shares and rates to whole percent', () => {
    expect(formatPercent(100 / 6, 'de')).toBe(`17${NBSP}%`);
    expect(formatPercent(0, 'de')).toBe(`0${NBSP}%`);
    expect(formatPercent(100, 'de')).toBe(`100${NBSP}%`);
  });
});

describe('formatCount', () => {
  it('groups thousands per language', () => {
    expect(formatCount(1234, 'de')).toBe('1.234');
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(7, 'tr')).toBe('7');
  });
});

describe('recommendation texts', () => {
  it('has a text for every key the progress rules can produce, and no other', () => {
    const produced = new Set<string>();
    const shares = [0, 10, 30, 50, 70, 81, 100];
    for (const videoShare of shares)
      for (const quizShare of shares)
        for (const chapterShare of [0, 100])
          for (const errorRate of [0, 19.9, 25, 30.1, 40.1])
            for (const attempts of [0, 11, 25]) {
              const recommendations = getRecommendations(summaryOf({ videoShare, quizShare, chapterShare, errorRate }), attempts);
              for (const key of [
                ...recommendations.focus,
                ...recommendations.strengths,
                recommendations.schedule,
                ...recommendations.nextSteps,
              ]) {
                produced.add(key);
              }
            }
    const keys = [...produced];
    expect(getRecommendationTextKeys(keys)).toHaveLength(keys.length);
    expect(keys).toHaveLength(19);
  });

  it('keeps the server’s order and leaves out keys it does not know', () => {
    expect(getRecommendationTextKeys(['nextSteps.watchVideos', 'nextSteps.unknownRule', 'nextSteps.morePractice'])).toEqual([
      'dashboard:recommendations.nextSteps.watchVideos',
      'dashboard:recommendations.nextSteps.morePractice',
    ]);
    expect(getRecommendationTextKeys(['toString', 'constructor'])).toEqual([]);
  });
});

describe('path steps', () => {
  it('lists the five milestones in the spec’s order', () => {
    expect(PATH_STEPS.map((step) => step.milestone)).toEqual(['videoBasics', 'multipleChoice', 'practice', 'examSimulation', 'mpuReady']);
  });

  it('names the thresholds the rules use', () => {
    const at = (threshold: number) => ({
      videoBasics: summaryOf({ videoShare: threshold }),
      multipleChoice: summaryOf({ quizShare: threshold }),
      practice: summaryOf({ videoShare: threshold, quizShare: threshold }),
      examSimulation: summaryOf({ chapterShare: threshold }),
      // readiness itself at the threshold
      mpuReady: { ...summaryOf({}), readiness: threshold },
    });
    for (const step of PATH_STEPS) {
      expect(getPathMilestones(at(step.threshold)[step.milestone])[step.milestone], step.milestone).toBe(true);
      expect(getPathMilestones(at(step.threshold - 0.1)[step.milestone])[step.milestone], step.milestone).toBe(false);
    }
  });
});
