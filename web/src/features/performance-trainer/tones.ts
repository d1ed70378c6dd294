// The two tones of 'Reaktion' through Web Audio. The AudioContext is made on the first user gesture
// (the start button): browsers keep audio silent until the page was interacted with.
import type { ReactionKind } from '@common/domain/performance-trainer';

const FREQUENCIES: Partial<Record<ReactionKind, number>> = { high: 880, low: 440 };
const TONE_SECONDS = 0.3;

export interface TonePlayer {
  /** Call from a click or key handler. */
  unlock(): void;
  play(kind: ReactionKind): void;
}

type AudioContextClass = typeof AudioContext;

export function createTonePlayer(): TonePlayer {
  let context: AudioContext | null = null;
  return {
    unlock() {
      const Context = (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
        AudioContextClass | undefined;
      if (!Context) return;
      context ??= new Context();
      if (context.state === 'suspended') void context.resume();
    },
    play(kind) {
      const frequency = FREQUENCIES[kind];
      if (!context || !frequency) return;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      // a short rise and fall: a hard start or stop clicks
      const start = context.currentTime;
      gain.gain.setValueAtTime(0, start);
      gain.gain.linearRampToValueAtTime(0.3, start + 0.01);
      gain.gain.linearRampToValueAtTime(0, start + TONE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + TONE_SECONDS + 0.02);
    },
  };
}
