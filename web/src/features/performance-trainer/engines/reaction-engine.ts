// The timing of 'Reaktion', outside React: stimuli on timers, onsets on the animation frame that
// shows them, answers from performance.now() of the key or pointer event. The pause before each
// stimulus adapts (pace.ts); every stimulus and answer goes into the event list the scores are
// computed from, so the feedback and the stored result follow the same rules.
import {
  matchResponses,
  nextPace,
  REACTION_KINDS,
  REACTION_WINDOW_MS,
  scoreReaction,
  startPace,
  type ReactionEvent,
  type ReactionKind,
} from '@common/domain/performance-trainer';
import type { PerformanceResultInput } from '@common/schemas/performance-trainer';
import { createRunClock, onNextFrame } from '../run-clock';

export type ReactionFeedback = { key: 'correct'; ms: number } | { key: 'wrong' | 'missed' | 'early' };

export interface ReactionEngineOptions {
  /** Practice: this many stimuli; otherwise the run lasts `runMs` of active time. */
  practiceCount: number | null;
  runMs: number;
  onShow: (kind: ReactionKind | null) => void;
  /** Right after the onset frame (the tones start here). */
  onOnset: (kind: ReactionKind) => void;
  onFeedback: (feedback: ReactionFeedback) => void;
  onFinish: (result: PerformanceResultInput) => void;
  random?: () => number;
}

export function createReactionEngine(options: ReactionEngineOptions) {
  const { practiceCount, runMs, onShow, onOnset, onFeedback, onFinish, random = Math.random } = options;
  const clock = createRunClock();
  const startedIso = new Date().toISOString();
  const events: ReactionEvent[] = [];
  let pace = startPace();
  let showing: ReactionKind | null = null;
  let stimuli = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelFrame = () => {};
  let isPaused = true;
  let isDone = false;

  const clearTimers = () => {
    clearTimeout(timer);
    cancelFrame();
  };
  const hide = () => {
    showing = null;
    onShow(null);
  };
  const scheduleNext = (delay: number) => {
    timer = setTimeout(showNext, delay);
  };

  function finish() {
    isDone = true;
    clearTimers();
    onFinish({
      exercise: 'reaction',
      startedAt: startedIso,
      durationMs: Math.max(1000, Math.round(clock.elapsed())),
      scores: scoreReaction(events),
    });
  }

  function showNext() {
    if (practiceCount !== null ? stimuli >= practiceCount : clock.elapsed() >= runMs) return finish();
    const kind = REACTION_KINDS[Math.floor(random() * REACTION_KINDS.length)]!;
    stimuli++;
    showing = kind;
    onShow(kind);
    cancelFrame = onNextFrame(clock, (onset) => {
      events.push({ type: 'stimulus', at: onset, kind });
      onOnset(kind);
      timer = setTimeout(() => {
        pace = nextPace(pace, 'missed');
        onFeedback({ key: 'missed' });
        hide();
        scheduleNext(pace.intervalMs);
      }, REACTION_WINDOW_MS);
    });
  }

  return {
    respond(kind: ReactionKind) {
      if (isDone || isPaused) return;
      events.push({ type: 'response', at: clock.now(), key: kind });
      // the rule the scores use: the last response's match decides the feedback
      const match = matchResponses(events, REACTION_WINDOW_MS).at(-1)!;
      if (match.stimulusIndex === null) {
        pace = nextPace(pace, 'early');
        onFeedback({ key: 'early' });
        return;
      }
      const outcome = kind === showing ? 'correct' : 'wrong';
      clearTimers();
      pace = nextPace(pace, outcome);
      onFeedback(outcome === 'correct' ? { key: 'correct', ms: Math.round(match.reactionMs) } : { key: 'wrong' });
      hide();
      scheduleNext(pace.intervalMs);
    },
    setPaused(paused: boolean) {
      if (isDone || paused === isPaused) return;
      isPaused = paused;
      if (!paused) {
        clock.resume();
        scheduleNext(pace.intervalMs);
        return;
      }
      clock.pause();
      clearTimers();
      // a stimulus interrupted by the pause is taken back: it was neither answered nor missed
      if (showing) {
        const last = events.at(-1);
        if (last?.type === 'stimulus') events.pop();
        stimuli--;
        hide();
      }
    },
    stop() {
      isDone = true;
      clearTimers();
    },
  };
}
export type ReactionEngine = ReturnType<typeof createReactionEngine>;
