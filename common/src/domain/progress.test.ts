import { describe, expect, it } from 'vitest';
import {
  getErrorRateColour,
  getPathMilestones,
  getReadiness,
  getReadinessLevel,
  getRecommendations,
  summariseProgress,
  type ProgressSummary,
} from './progress';

const summary = (overrides: Partial<ProgressSummary>): ProgressSummary => {
  const base = { videoShare: 0, quizShare: 0, chapterShare: 0, errorRate: 0, ...overrides };
  const readiness = overrides.readiness ?? getReadiness(base);
  return { ...base, readiness, level: getReadinessLevel(readiness), errorRateColour: getErrorRateColour(base.errorRate) };
};

describe('readiness', () => {
  it('weights chapters 30 %, quiz 40 %, videos 30 % and rounds', () => {
    expect(getReadiness({ chapterShare: 100, quizShare: 0, videoShare: 0 })).toBe(30);
    expect(getReadiness({ chapterShare: 0, quizShare: 100, videoShare: 0 })).toBe(40);
    expect(getReadiness({ chapterShare: 0, quizShare: 0, videoShare: 100 })).toBe(30);
    expect(getReadiness({ chapterShare: 50, quizShare: 50, videoShare: 50 })).toBe(50);
    // 0.3·25 + 0.4·(100/3) + 0.3·0 = 20.83 → 21
    expect(getReadiness({ chapterShare: 25, quizShare: 100 / 3, videoShare: 0 })).toBe(21);
  });

  it('levels at 40, 70 and 90', () => {
    expect([39, 40, 69, 70, 89, 90].map(getReadinessLevel)).toEqual([
      'beginner',
      'intermediate',
      'intermediate',
      'advanced',
      'advanced',
      'expert',
    ]);
  });

  it('summarises counts; an empty scope counts as 0 and a new user is a beginner', () => {
    const empty = summariseProgress({
      videosTotal: 0,
      videosCompleted: 0,
      questionsTotal: 0,
      questionsCorrect: 0,
      chaptersTotal: 0,
      chaptersCompleted: 0,
      attempts: 0,
      incorrectAttempts: 0,
    });
    expect(empty).toMatchObject({ readiness: 0, level: 'beginner', errorRate: 0, errorRateColour: 'green' });
    const some = summariseProgress({
      videosTotal: 8,
      videosCompleted: 2,
      questionsTotal: 60,
      questionsCorrect: 30,
      chaptersTotal: 4,
      chaptersCompleted: 1,
      attempts: 40,
      incorrectAttempts: 10,
    });
    expect(some).toMatchObject({
      videoShare: 25,
      quizShare: 50,
      chapterShare: 25,
      readiness: 35,
      errorRate: 25,
      errorRateColour: 'yellow',
    });
  });
});

describe('error rate colour', () => {
  it('is green below 20, yellow below 40, red from 40', () => {
    expect([19.9, 20, 39.9, 40].map(getErrorRateColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});

describe('recommendations', () => {
  it('focus: error rate over 40 → repeat basics (40 itself does not)', () => {
    expect(getRecommendations(summary({ errorRate: 40.1, readiness: 60 }), 50).focus).toContain('focus.repeatBasics');
    expect(getRecommendations(summary({ errorRate: 40, readiness: 60 }), 50).focus).not.toContain('focus.repeatBasics');
  });

  it('focus: videos when more than 20 points below quiz, exercises when quiz more than 20 below videos', () => {
    expect(getRecommendations(summary({ videoShare: 39, quizShare: 60, readiness: 60 }), 50).focus).toEqual(['focus.videos']);
    expect(getRecommendations(summary({ videoShare: 40, quizShare: 60, readiness: 60 }), 50).focus).toEqual(['focus.keepGoing']);
    expect(getRecommendations(summary({ videoShare: 60, quizShare: 39, readiness: 60 }), 50).focus).toEqual(['focus.exercises']);
  });

  it('focus: readiness under 50 → balanced work; several rules show in the spec order', () => {
    expect(getRecommendations(summary({ readiness: 49 }), 0).focus).toEqual(['focus.balanced']);
    expect(getRecommendations(summary({ readiness: 50 }), 0).focus).toEqual(['focus.keepGoing']);
    expect(getRecommendations(summary({ errorRate: 50, videoShare: 0, quizShare: 30, readiness: 12 }), 30).focus).toEqual([
      'focus.repeatBasics',
      'focus.videos',
      'focus.balanced',
    ]);
  });

  it('strengths: low error rate only with more than 10 attempts', () => {
    expect(getRecommendations(summary({ errorRate: 19.9 }), 11).strengths).toContain('strengths.lowErrorRate');
    expect(getRecommendations(summary({ errorRate: 19.9 }), 10).strengths).not.toContain('strengths.lowErrorRate');
    expect(getRecommendations(summary({ errorRate: 20 }), 11).strengths).not.toContain('strengths.lowErrorRate');
  });

  it('strengths: videos and quiz above 80, shares within 15 points', () => {
    const s = getRecommendations(summary({ videoShare: 80.1, quizShare: 95.1, errorRate: 30 }), 5).strengths;
    expect(s).toEqual(['strengths.videos', 'strengths.quiz', 'strengths.balanced']);
    expect(getRecommendations(summary({ videoShare: 80, quizShare: 64.9, errorRate: 30 }), 5).strengths).toEqual([
      'strengths.gettingStarted',
    ]);
    expect(getRecommendations(summary({ videoShare: 50, quizShare: 65, errorRate: 30 }), 5).strengths).toEqual(['strengths.balanced']);
    expect(getRecommendations(summary({}), 0).strengths).toEqual(['strengths.gettingStarted']);
  });

  it('schedule text by level', () => {
    expect(getRecommendations(summary({ readiness: 90 }), 0).schedule).toBe('schedule.expert');
    expect(getRecommendations(summary({ readiness: 70 }), 0).schedule).toBe('schedule.advanced');
    expect(getRecommendations(summary({ readiness: 40 }), 0).schedule).toBe('schedule.intermediate');
    expect(getRecommendations(summary({ readiness: 39 }), 0).schedule).toBe('schedule.beginner');
  });

  it('next steps at 85 readiness, 30 % errors, 20 attempts, 50 % videos', () => {
    expect(getRecommendations(summary({ readiness: 85, videoShare: 50, errorRate: 30 }), 20).nextSteps).toEqual([
      'nextSteps.examSimulationAndBooking',
    ]);
    expect(getRecommendations(summary({ readiness: 84, videoShare: 50, errorRate: 30 }), 20).nextSteps).toEqual([
      'nextSteps.keepPracticing',
    ]);
    expect(getRecommendations(summary({ readiness: 84, videoShare: 49.9, errorRate: 30.1 }), 19).nextSteps).toEqual([
      'nextSteps.errorAnalysis',
      'nextSteps.morePractice',
      'nextSteps.watchVideos',
    ]);
  });
});

describe('path milestones', () => {
  it('light up at 25 % videos, 25 % quiz, both 50 %, 75 % chapters, 80 readiness', () => {
    expect(getPathMilestones(summary({ videoShare: 24.9, quizShare: 24.9, chapterShare: 74.9, readiness: 79 }))).toEqual({
      videoBasics: false,
      multipleChoice: false,
      practice: false,
      examSimulation: false,
      mpuReady: false,
    });
    expect(getPathMilestones(summary({ videoShare: 25, quizShare: 25, chapterShare: 75, readiness: 80 }))).toEqual({
      videoBasics: true,
      multipleChoice: true,
      practice: false,
      examSimulation: true,
      mpuReady: true,
    });
    expect(getPathMilestones(summary({ videoShare: 50, quizShare: 49.9 })).practice).toBe(false);
    expect(getPathMilestones(summary({ videoShare: 50, quizShare: 50 })).practice).toBe(true);
  });
});

describe('rule boundaries (exactly on the line)', () => {
  it('exercises only when the quiz is more than 20 points below the videos (20 exactly does not)', () => {
    expect(getRecommendations(summary({ videoShare: 60, quizShare: 40, readiness: 60 }), 50).focus).toEqual(['focus.keepGoing']);
  });

  it('the quiz strength needs more than 80 (80 exactly does not)', () => {
    expect(getRecommendations(summary({ videoShare: 0, quizShare: 80, errorRate: 30 }), 5).strengths).toEqual(['strengths.gettingStarted']);
  });

  it('practice needs both videos and quiz at 50', () => {
    expect(getPathMilestones(summary({ videoShare: 49.9, quizShare: 100, readiness: 60 })).practice).toBe(false);
    expect(getPathMilestones(summary({ videoShare: 100, quizShare: 49.9, readiness: 60 })).practice).toBe(false);
    expect(getPathMilestones(summary({ videoShare: 50, quizShare: 50, readiness: 60 })).practice).toBe(true);
  });
});
