// The timing of 'Daueraufmerksamkeit', outside React: a symbol every 1.5 s, visible for 1 s and
// answerable until the next; only the triangle asks for a reaction (go / no-go).
import {
  matchResponses,
  scoreVigilance,
  stimuliOf,
  VIGILANCE_STEP_MS,
  VIGILANCE_TARGET_SHARE,
  type VigilanceEvent,
} from '@common/domain/performance-trainer';
import type { PerformanceResultInput } from '@common/schemas/performance-trainer';
import { createRunClock, onNextFrame } from '../run-clock';

export type VigilanceSymbol = 'target' | 'circle' | 'square' | 'diamond';
const OTHERS: VigilanceSymbol[] = ['circle', 'square', 'diamond'];
const SYMBOL_VISIBLE_MS = 1000;
/** The practice round's symbols, so that it surely shows the target. */
const PRACTICE_SEQUENCE: VigilanceSymbol[] = ['circle', 'target', 'square', 'target', 'diamond', 'circle', 'target', 'square'];

export type VigilanceFeedback = { key: 'hit'; ms: number } | { key: 'missed' | 'early' | 'falseAlarm' };

export interface VigilanceEngineOptions {
  practiceCount: number | null;
  runMs: number;
  onShow: (symbol: VigilanceSymbol | null) => void;
  onFeedback: (feedback: VigilanceFeedback) => void;
  onFinish: (result: PerformanceResultInput) => void;
  random?: () => number;
}

export function createVigilanceEngine(options: VigilanceEngineOptions) {
  const { practiceCount, runMs, onShow, onFeedback, onFinish, random = Math.random } = options;
  const clock = createRunClock();
  const startedIso = new Date().toISOString();
  const startedAt = clock.now();
  let events: VigilanceEvent[] = [];
  let count = 0;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let cancelFrame = () => {};
  let isPaused = true;
  let isDone = false;

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    cancelFrame();
  };

  /** The previous symbol was the target and got no reaction: say so when its window closes. */
  function reportMiss() {
    const stimuli = stimuliOf(events);
    if (stimuli.at(-1)?.kind !== 'target') return;
    const answered = matchResponses(events, VIGILANCE_STEP_MS).some((match) => match.stimulusIndex === stimuli.length - 1);
    if (!answered) onFeedback({ key: 'missed' });
  }

  function finish() {
    isDone = true;
    clearTimers();
    onShow(null);
    const durationMs = Math.max(1000, Math.round(clock.elapsed()));
    onFinish({ exercise: 'vigilance', startedAt: startedIso, durationMs, scores: scoreVigilance(events, { startedAt, durationMs }) });
  }

  function showNext() {
    reportMiss();
    if (practiceCount !== null ? count >= practiceCount : clock.elapsed() >= runMs) return finish();
    const symbol: VigilanceSymbol =
      practiceCount !== null
        ? PRACTICE_SEQUENCE[count % PRACTICE_SEQUENCE.length]!
        : random() < VIGILANCE_TARGET_SHARE
          ? 'target'
          : OTHERS[Math.floor(random() * OTHERS.length)]!;
    count++;
    onShow(symbol);
    cancelFrame = onNextFrame(clock, (onset) => {
      events.push({ type: 'stimulus', at: onset, kind: symbol === 'target' ? 'target' : 'other' });
      timers.push(setTimeout(() => onShow(null), SYMBOL_VISIBLE_MS));
      timers.push(setTimeout(showNext, VIGILANCE_STEP_MS));
    });
  }

  return {
    respond() {
      if (isDone || isPaused) return;
      events.push({ type: 'response', at: clock.now(), key: 'go' });
      const match = matchResponses(events, VIGILANCE_STEP_MS).at(-1)!;
      if (match.stimulusIndex === null) return onFeedback({ key: 'early' });
      const stimulus = stimuliOf(events)[match.stimulusIndex]!;
      onFeedback(stimulus.kind === 'target' ? { key: 'hit', ms: Math.round(match.reactionMs) } : { key: 'falseAlarm' });
    },
    setPaused(paused: boolean) {
      if (isDone || paused === isPaused) return;
      isPaused = paused;
      if (!paused) {
        clock.resume();
        timers.push(setTimeout(showNext, SYMBOL_VISIBLE_MS));
        return;
      }
      clock.pause();
      clearTimers();
      // the symbol interrupted by the pause is taken back, with any reaction to it
      const index = events.findLastIndex((event) => event.type === 'stimulus');
      if (index >= 0 && clock.now() - events[index]!.at < VIGILANCE_STEP_MS) {
        events = events.slice(0, index);
        count--;
      }
      onShow(null);
    },
    stop() {
      isDone = true;
      clearTimers();
    },
  };
}
export type VigilanceEngine = ReturnType<typeof createVigilanceEngine>;
