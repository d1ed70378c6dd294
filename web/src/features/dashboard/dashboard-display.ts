// Pure helpers of the overview: number formats of the UI language and the maps from the server's
// answer (levels, colours, recommendation keys, milestones) to this namespace's texts. Keys are
// written as full literals so that i18n.test.ts can check each of them.
import type { ErrorRateColour, PathMilestones, ReadinessLevel } from '@common/domain/progress';
import type { ParseKeys } from 'i18next';

/** A key of the dashboard namespace, checked against its German file (as lib/i18n's TranslationKey). */
type DashboardKey = `dashboard:${ParseKeys<'dashboard'>}`;

/** '42 %' in German, '%42' in Turkish, '42%' in English; whole percent, as on the rest of the platform. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** '1.234' in German and Turkish, '1,234' in English. */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(value);
}

export const LEVEL_TEXT_KEYS: Record<ReadinessLevel, DashboardKey> = {
  beginner: 'dashboard:levels.beginner',
  intermediate: 'dashboard:levels.intermediate',
  advanced: 'dashboard:levels.advanced',
  expert: 'dashboard:levels.expert',
};

/** A word beside the colour, so the error rate is not told by colour alone (WCAG 1.4.1). */
export const ERROR_RATE_TEXT_KEYS: Record<ErrorRateColour, DashboardKey> = {
  green: 'dashboard:errorRate.green',
  yellow: 'dashboard:errorRate.yellow',
  red: 'dashboard:errorRate.red',
};

/** Every key common/domain/progress.ts getRecommendations can produce. */
const RECOMMENDATION_TEXT_KEYS: Record<string, DashboardKey> = {
  'focus.repeatBasics': 'dashboard:recommendations.focus.repeatBasics',
  'focus.videos': 'dashboard:recommendations.focus.videos',
  'focus.exercises': 'dashboard:recommendations.focus.exercises',
  'focus.balanced': 'dashboard:recommendations.focus.balanced',
  'focus.keepGoing': 'dashboard:recommendations.focus.keepGoing',
  'strengths.lowErrorRate': 'dashboard:recommendations.strengths.lowErrorRate',
  'strengths.videos': 'dashboard:recommendations.strengths.videos',
  'strengths.quiz': 'dashboard:recommendations.strengths.quiz',
  'strengths.balanced': 'dashboard:recommendations.strengths.balanced',
  'strengths.gettingStarted': 'dashboard:recommendations.strengths.gettingStarted',
  'schedule.beginner': 'dashboard:recommendations.schedule.beginner',
  'schedule.intermediate': 'dashboard:recommendations.schedule.intermediate',
  'schedule.advanced': 'dashboard:recommendations.schedule.advanced',
  'schedule.expert': 'dashboard:recommendations.schedule.expert',
  'nextSteps.examSimulationAndBooking': 'dashboard:recommendations.nextSteps.examSimulationAndBooking',
  'nextSteps.errorAnalysis': 'dashboard:recommendations.nextSteps.errorAnalysis',
  'nextSteps.morePractice': 'dashboard:recommendations.nextSteps.morePractice',
  'nextSteps.watchVideos': 'dashboard:recommendations.nextSteps.watchVideos',
  'nextSteps.keepPracticing': 'dashboard:recommendations.nextSteps.keepPracticing',
};

/**
 * The text keys for the server's recommendation keys, in the server's order. A key this build
 * does not know yet (a newer server) is left out rather than shown raw.
 */
export function getRecommendationTextKeys(keys: readonly string[]): DashboardKey[] {
  return keys.flatMap((key) => {
    const textKey = Object.hasOwn(RECOMMENDATION_TEXT_KEYS, key) ? RECOMMENDATION_TEXT_KEYS[key] : undefined;
    return textKey ? [textKey] : [];
  });
}

export interface PathStep {
  milestone: keyof PathMilestones;
  labelKey: DashboardKey;
  /** What lights the step up; `threshold` is the percentage named in it (docs/spec-notes.md, Dashboard progress). */
  conditionKey: DashboardKey;
  threshold: number;
}

export const PATH_STEPS: readonly PathStep[] = [
  {
    milestone: 'videoBasics',
    labelKey: 'dashboard:path.steps.videoBasics',
    conditionKey: 'dashboard:path.conditions.videoBasics',
    threshold: 25,
  },
  {
    milestone: 'multipleChoice',
    labelKey: 'dashboard:path.steps.multipleChoice',
    conditionKey: 'dashboard:path.conditions.multipleChoice',
    threshold: 25,
  },
  { milestone: 'practice', labelKey: 'dashboard:path.steps.practice', conditionKey: 'dashboard:path.conditions.practice', threshold: 50 },
  {
    milestone: 'examSimulation',
    labelKey: 'dashboard:path.steps.examSimulation',
    conditionKey: 'dashboard:path.conditions.examSimulation',
    threshold: 75,
  },
  { milestone: 'mpuReady', labelKey: 'dashboard:path.steps.mpuReady', conditionKey: 'dashboard:path.conditions.mpuReady', threshold: 80 },
];
