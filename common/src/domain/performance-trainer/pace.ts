// The adaptive pace of 'Reaktion': a simple staircase on the pause before the next stimulus.
// Three correct answers in a row shorten it by one step, a wrong answer or a miss lengthens it by
// one step, always within the bounds; a press that was too early only breaks the run of correct
// answers, because it says nothing about whether the pace is too fast.
import type { StimulusOutcome } from './reaction';

export interface PaceRule {
  startMs: number;
  stepMs: number;
  minMs: number;
  maxMs: number;
  /** Correct answers in a row that shorten the pause. */
  streakToShorten: number;
}

export const REACTION_PACE: PaceRule = { startMs: 1200, stepMs: 150, minMs: 450, maxMs: 2100, streakToShorten: 3 };

export interface PaceState {
  /** The pause from the end of one stimulus to the onset of the next. */
  intervalMs: number;
  /** Correct answers in a row since the last change. */
  streak: number;
}

export const startPace = (rule: PaceRule = REACTION_PACE): PaceState => ({ intervalMs: rule.startMs, streak: 0 });

export function nextPace(state: PaceState, outcome: StimulusOutcome | 'early', rule: PaceRule = REACTION_PACE): PaceState {
  if (outcome === 'early') return { intervalMs: state.intervalMs, streak: 0 };
  if (outcome === 'correct') {
    const streak = state.streak + 1;
    if (streak < rule.streakToShorten) return { intervalMs: state.intervalMs, streak };
    return { intervalMs: Math.max(rule.minMs, state.intervalMs - rule.stepMs), streak: 0 };
  }
  return { intervalMs: Math.min(rule.maxMs, state.intervalMs + rule.stepMs), streak: 0 };
}
