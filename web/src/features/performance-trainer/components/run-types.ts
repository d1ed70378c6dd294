import type { PerformanceResultInput } from '@common/schemas/performance-trainer';
import type { TonePlayer } from '../tones';

export interface RunProps {
  isPractice: boolean;
  /** Stimuli or scenes in a practice round. */
  practiceCount: number;
  /** Active time of the run in ms (Reaktion, Daueraufmerksamkeit). */
  runMs: number;
  /** Scenes of the run (Überblick). */
  runScenes: number;
  isPaused: boolean;
  isSoundOff: boolean;
  tones: TonePlayer;
  onFinish: (result: PerformanceResultInput) => void;
}
