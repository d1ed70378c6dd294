// How long each exercise runs. `?dauer=kurz` in the address gives a shortened version (for a quick
// look and for the browser tests); it is read at run time, so the same build serves both.
import type { PerformanceExercise } from '@common/schemas/performance-trainer';

export type DurationMode = 'normal' | 'short';

export interface ExercisePlan {
  /** Practice round: a number of stimuli (Reaktion, Daueraufmerksamkeit) or scenes (Überblick). */
  practiceCount: number;
  /** The run: active time in ms (Reaktion, Daueraufmerksamkeit), without pauses. */
  runMs: number;
  /** The run's scenes (Überblick). */
  runScenes: number;
}

export const EXERCISE_PLANS: Record<DurationMode, Record<PerformanceExercise, ExercisePlan>> = {
  normal: {
    reaction: { practiceCount: 6, runMs: 3 * 60_000, runScenes: 0 },
    vigilance: { practiceCount: 8, runMs: 5 * 60_000, runScenes: 0 },
    overview: { practiceCount: 1, runMs: 0, runScenes: 10 },
  },
  short: {
    reaction: { practiceCount: 2, runMs: 12_000, runScenes: 0 },
    vigilance: { practiceCount: 4, runMs: 12_000, runScenes: 0 },
    overview: { practiceCount: 1, runMs: 0, runScenes: 2 },
  },
};

export function durationModeOf(search: URLSearchParams): DurationMode {
  return search.get('dauer') === 'kurz' ? 'short' : 'normal';
}
