// The dashboard's progress model (docs/spec-notes.md, Dashboard progress). Shares and rates are percentages
// (0–100, unrounded); texts are i18n keys the web translates.

export type ReadinessLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert';
export type ErrorRateColour = 'green' | 'yellow' | 'red';

export interface ProgressCounts {
  videosTotal: number;
  videosCompleted: number;
  questionsTotal: number;
  questionsCorrect: number;
  chaptersTotal: number;
  chaptersCompleted: number;
  attempts: number;
  incorrectAttempts: number;
}

export interface ProgressSummary {
  videoShare: number;
  quizShare: number;
  chapterShare: number;
  readiness: number;
  level: ReadinessLevel;
  errorRate: number;
  errorRateColour: ErrorRateColour;
}

const share = (part: number, whole: number) => (whole > 0 ? (100 * part) / whole : 0);

export function getReadiness(shares: { chapterShare: number; quizShare: number; videoShare: number }): number {
  return Math.round(0.3 * shares.chapterShare + 0.4 * shares.quizShare + 0.3 * shares.videoShare);
}

export function getReadinessLevel(readiness: number): ReadinessLevel {
  if (readiness >= 90) return 'expert';
  if (readiness >= 70) return 'advanced';
  if (readiness >= 40) return 'intermediate';
  return 'beginner';
}

export function getErrorRateColour(errorRate: number): ErrorRateColour {
  if (errorRate < 20) return 'green';
  if (errorRate < 40) return 'yellow';
  return 'red';
}

export function summariseProgress(counts: ProgressCounts): ProgressSummary {
  const videoShare = share(counts.videosCompleted, counts.videosTotal);
  const quizShare = share(counts.questionsCorrect, counts.questionsTotal);
  const chapterShare = share(counts.chaptersCompleted, counts.chaptersTotal);
  const readiness = getReadiness({ chapterShare, quizShare, videoShare });
  const errorRate = share(counts.incorrectAttempts, counts.attempts);
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

export interface Recommendations {
  focus: string[];
  strengths: string[];
  schedule: string;
  nextSteps: string[];
}

/** Every rule that fires, in the spec's order; a positive default when none does. */
export function getRecommendations(summary: ProgressSummary, attempts: number): Recommendations {
  const { errorRate, videoShare, quizShare, readiness, level } = summary;

  const focus: string[] = [];
  if (errorRate > 40) focus.push('focus.repeatBasics');
  if (videoShare < quizShare - 20) focus.push('focus.videos');
  if (quizShare < videoShare - 20) focus.push('focus.exercises');
  if (readiness < 50) focus.push('focus.balanced');

  const strengths: string[] = [];
  if (errorRate < 20 && attempts > 10) strengths.push('strengths.lowErrorRate');
  if (videoShare > 80) strengths.push('strengths.videos');
  if (quizShare > 80) strengths.push('strengths.quiz');
  // the balance strength needs some progress: two zero shares are not a strength
  if (Math.abs(videoShare - quizShare) <= 15 && videoShare + quizShare > 0) strengths.push('strengths.balanced');

  const nextSteps: string[] = [];
  if (readiness >= 85) nextSteps.push('nextSteps.examSimulationAndBooking');
  if (errorRate > 30) nextSteps.push('nextSteps.errorAnalysis');
  if (attempts < 20) nextSteps.push('nextSteps.morePractice');
  if (videoShare < 50) nextSteps.push('nextSteps.watchVideos');

  return {
    focus: focus.length ? focus : ['focus.keepGoing'],
    strengths: strengths.length ? strengths : ['strengths.gettingStarted'],
    schedule: `schedule.${level}`,
    nextSteps: nextSteps.length ? nextSteps : ['nextSteps.keepPracticing'],
  };
}

export interface PathMilestones {
  videoBasics: boolean;
  multipleChoice: boolean;
  practice: boolean;
  examSimulation: boolean;
  mpuReady: boolean;
}

export function getPathMilestones(summary: ProgressSummary): PathMilestones {
  return {
    videoBasics: summary.videoShare >= 25,
    multipleChoice: summary.quizShare >= 25,
    practice: summary.videoShare >= 50 && summary.quizShare >= 50,
    examSimulation: summary.chapterShare >= 75,
    mpuReady: summary.readiness >= 80,
  };
}
