// The performance trainer's exercises (issue 21) record what the learner saw and did as a plain
// list of events; every score is computed from that list by the pure functions beside this file,
// so the same sequence always gives the same result and tests can write sequences by hand.

/** A stimulus became visible (or audible) at `at` ms (performance.now() of the frame that showed it). */
export interface StimulusEvent<Kind extends string = string> {
  type: 'stimulus';
  at: number;
  kind: Kind;
}

/** A key press or tap at `at` ms (performance.now() of the input event); `key` is the answer it gave. */
export interface ResponseEvent<Key extends string = string> {
  type: 'response';
  at: number;
  key: Key;
}

export type TrainerEvent<Kind extends string = string, Key extends string = string> = StimulusEvent<Kind> | ResponseEvent<Key>;

/**
 * A response sooner than this after the onset counts as "zu früh": it cannot be a reaction to the
 * stimulus. Simple visual reaction times of rested adults rarely go below about 150 ms, and
 * reaction-time research (for example the psychomotor vigilance task) conventionally treats
 * responses under 100 ms as anticipations (false starts), not reactions.
 */
export const MIN_REACTION_MS = 100;

/** The median of a list of numbers; null for an empty list (no valid reaction, nothing to show). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How one response relates to the stimuli around it. */
export type ResponseMatch =
  | { response: ResponseEvent; stimulusIndex: number; reactionMs: number }
  /** Before any stimulus was showing, after its window closed, or under MIN_REACTION_MS after an onset. */
  | { response: ResponseEvent; stimulusIndex: null; early: true };

/**
 * Assigns each response to the stimulus it answers. A stimulus' window opens at its onset and
 * closes at its first valid response, `windowMs` after the onset, or at the next onset, whichever
 * comes first. Responses outside every window are early (a press before the stimulus); a response
 * under MIN_REACTION_MS after an onset is early as well and leaves the window open.
 */
export function matchResponses(events: readonly TrainerEvent[], windowMs: number): ResponseMatch[] {
  const ordered = [...events].sort((a, b) => a.at - b.at || (a.type === 'stimulus' ? -1 : 1));
  const matches: ResponseMatch[] = [];
  let stimulusIndex = -1;
  let onset = 0;
  let isOpen = false;
  for (const event of ordered) {
    if (event.type === 'stimulus') {
      stimulusIndex++;
      onset = event.at;
      isOpen = true;
      continue;
    }
    const reactionMs = event.at - onset;
    if (!isOpen || stimulusIndex < 0 || reactionMs > windowMs) {
      matches.push({ response: event, stimulusIndex: null, early: true });
      continue;
    }
    if (reactionMs < MIN_REACTION_MS) {
      matches.push({ response: event, stimulusIndex: null, early: true });
      continue;
    }
    matches.push({ response: event, stimulusIndex, reactionMs });
    isOpen = false;
  }
  return matches;
}

export const stimuliOf = <Kind extends string>(events: readonly TrainerEvent<Kind>[]) =>
  [...events].sort((a, b) => a.at - b.at).filter((event): event is StimulusEvent<Kind> => event.type === 'stimulus');
