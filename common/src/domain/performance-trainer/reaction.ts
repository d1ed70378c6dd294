// 'Reaktion': coloured lights and two tones, each answered with its own key or button.
import { matchResponses, median, stimuliOf, type TrainerEvent } from './events';

export const REACTION_KINDS = ['red', 'yellow', 'green', 'high', 'low'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];
export const REACTION_LIGHTS = ['red', 'yellow', 'green'] as const satisfies readonly ReactionKind[];
export const REACTION_TONES = ['high', 'low'] as const satisfies readonly ReactionKind[];

/** The keyboard key of each answer: the left hand for the lights, the right hand for the tones. */
export const REACTION_KEYS: Readonly<Record<ReactionKind, string>> = { red: 'a', yellow: 's', green: 'd', high: 'k', low: 'l' };

/** A stimulus stays answerable this long; no answer by then is a miss. */
export const REACTION_WINDOW_MS = 1500;

export function reactionKindOfKey(key: string): ReactionKind | null {
  const lower = key.toLowerCase();
  return REACTION_KINDS.find((kind) => REACTION_KEYS[kind] === lower) ?? null;
}

export interface ReactionScores {
  stimuli: number;
  correct: number;
  wrong: number;
  missed: number;
  /** Presses before a stimulus (or under MIN_REACTION_MS after its onset): "zu früh". */
  early: number;
  /** Median reaction time of the correct answers; null without one. */
  medianMs: number | null;
}

export type ReactionEvent = TrainerEvent<ReactionKind, ReactionKind>;

/** The outcome of each stimulus, in order: what the adaptive pace and the feedback react to. */
export type StimulusOutcome = 'correct' | 'wrong' | 'missed';

export function classifyReactionStimuli(events: readonly ReactionEvent[], windowMs = REACTION_WINDOW_MS): StimulusOutcome[] {
  const stimuli = stimuliOf(events);
  const outcomes: StimulusOutcome[] = stimuli.map(() => 'missed');
  for (const match of matchResponses(events, windowMs)) {
    if (match.stimulusIndex === null) continue;
    outcomes[match.stimulusIndex] = match.response.key === stimuli[match.stimulusIndex]!.kind ? 'correct' : 'wrong';
  }
  return outcomes;
}

export function scoreReaction(events: readonly ReactionEvent[], windowMs = REACTION_WINDOW_MS): ReactionScores {
  const stimuli = stimuliOf(events);
  const matches = matchResponses(events, windowMs);
  const outcomes = classifyReactionStimuli(events, windowMs);
  const reactionTimes = matches.flatMap((match) =>
    match.stimulusIndex !== null && outcomes[match.stimulusIndex] === 'correct' ? [match.reactionMs] : [],
  );
  const medianMs = median(reactionTimes);
  return {
    stimuli: stimuli.length,
    correct: outcomes.filter((outcome) => outcome === 'correct').length,
    wrong: outcomes.filter((outcome) => outcome === 'wrong').length,
    missed: outcomes.filter((outcome) => outcome === 'missed').length,
    early: matches.filter((match) => match.stimulusIndex === null).length,
    medianMs: medianMs === null ? null : Math.round(medianMs),
  };
}
