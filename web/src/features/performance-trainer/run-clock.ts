// Time inside a run: performance.now() minus the time spent paused, so scores, minute buckets and
// the run's length ignore pauses. Stimulus onsets are read in requestAnimationFrame, after React
// has put the stimulus into the page: the frame that shows it.
export interface RunClock {
  now(): number;
  pause(): void;
  resume(): void;
  /** Active time since the start. */
  elapsed(): number;
}

export function createRunClock(): RunClock {
  const startedAt = performance.now();
  let pausedTotal = 0;
  let pausedAt: number | null = null;
  const now = () => (pausedAt ?? performance.now()) - pausedTotal;
  return {
    now,
    pause() {
      pausedAt ??= performance.now();
    },
    resume() {
      if (pausedAt === null) return;
      pausedTotal += performance.now() - pausedAt;
      pausedAt = null;
    },
    elapsed: () => now() - startedAt,
  };
}

/** Runs `callback` with the onset time on the next animation frame; returns a cancel function. */
export function onNextFrame(clock: RunClock, callback: (onset: number) => void): () => void {
  const id = requestAnimationFrame(() => callback(clock.now()));
  return () => cancelAnimationFrame(id);
}
