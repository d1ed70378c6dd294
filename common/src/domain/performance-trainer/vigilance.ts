// 'Daueraufmerksamkeit': a steady stream of symbols; react only to the target (go / no-go).
import { matchResponses, median, stimuliOf, type TrainerEvent } from './events';

export type VigilanceKind = 'target' | 'other';
export type VigilanceEvent = TrainerEvent<VigilanceKind, 'go'>;

/** A new symbol every this many ms; a symbol is answerable until the next one appears. */
export const VIGILANCE_STEP_MS = 1500;
/** The share of symbols that are the target. */
export const VIGILANCE_TARGET_SHARE = 0.25;
export const MINUTE_MS = 60_000;

export interface VigilanceScores {
  stimuli: number;
  targets: number;
  hits: number;
  misses: number;
  /** Reactions to a symbol that was not the target. */
  falseAlarms: number;
  /** Presses before the first symbol or under MIN_REACTION_MS after an onset, and second presses. */
  early: number;
  medianMs: number | null;
  /** The median reaction time of the hits per minute of the run (by onset), to see whether it tires; null for a minute without hits. */
  minuteMedians: (number | null)[];
}

export function scoreVigilance(
  events: readonly VigilanceEvent[],
  { startedAt, durationMs, windowMs = VIGILANCE_STEP_MS }: { startedAt: number; durationMs: number; windowMs?: number },
): VigilanceScores {
  const stimuli = stimuliOf(events);
  const matches = matchResponses(events, windowMs);
  const hitTimes: { onset: number; reactionMs: number }[] = [];
  let falseAlarms = 0;
  for (const match of matches) {
    if (match.stimulusIndex === null) continue;
    const stimulus = stimuli[match.stimulusIndex]!;
    if (stimulus.kind === 'target') hitTimes.push({ onset: stimulus.at, reactionMs: match.reactionMs });
    else falseAlarms++;
  }
  const targets = stimuli.filter((stimulus) => stimulus.kind === 'target').length;
  const minutes = Math.max(1, Math.ceil(durationMs / MINUTE_MS));
  const minuteMedians = Array.from({ length: minutes }, (_, minute) => {
    const inMinute = hitTimes.filter((hit) => Math.min(minutes - 1, Math.floor((hit.onset - startedAt) / MINUTE_MS)) === minute);
    const value = median(inMinute.map((hit) => hit.reactionMs));
    return value === null ? null : Math.round(value);
  });
  const overall = median(hitTimes.map((hit) => hit.reactionMs));
  return {
    stimuli: stimuli.length,
    targets,
    hits: hitTimes.length,
    misses: targets - hitTimes.length,
    falseAlarms,
    early: matches.filter((match) => match.stimulusIndex === null).length,
    medianMs: overall === null ? null : Math.round(overall),
    minuteMedians,
  };
}
