// The timing of 'Überblick', outside React: "Achtung" for a second, the scene for one second from
// the frame that shows it, then the question; the answers are scored when the last scene is done.
import { pickSceneParts, SCENE_SHOW_MS, scoreOverview, type OverviewScene, type ScenePart } from '@common/domain/performance-trainer';
import type { PerformanceResultInput } from '@common/schemas/performance-trainer';
import { createRunClock, onNextFrame } from '../run-clock';

const READY_MS = 1000;

export type OverviewPhase = { name: 'ready' } | { name: 'scene'; parts: ScenePart[] } | { name: 'question'; parts: ScenePart[] };

export interface OverviewEngineOptions {
  scenes: number;
  onPhase: (phase: OverviewPhase, sceneNumber: number) => void;
  onFinish: (result: PerformanceResultInput) => void;
  random?: () => number;
}

export function createOverviewEngine({ scenes: total, onPhase, onFinish, random = Math.random }: OverviewEngineOptions) {
  const clock = createRunClock();
  const startedIso = new Date().toISOString();
  const answered: OverviewScene[] = [];
  let phase: OverviewPhase = { name: 'ready' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelFrame = () => {};
  let isPaused = true;
  let isDone = false;

  const set = (next: OverviewPhase) => {
    phase = next;
    onPhase(next, answered.length + 1);
  };
  const clearTimers = () => {
    clearTimeout(timer);
    cancelFrame();
  };
  const getReady = () => {
    set({ name: 'ready' });
    if (!isPaused) timer = setTimeout(showScene, READY_MS);
  };

  function showScene() {
    const parts = pickSceneParts(3 + Math.floor(random() * 3), random);
    set({ name: 'scene', parts });
    cancelFrame = onNextFrame(clock, () => {
      timer = setTimeout(() => set({ name: 'question', parts }), SCENE_SHOW_MS);
    });
  }

  return {
    answer(ticked: readonly ScenePart[]) {
      if (isDone || phase.name !== 'question') return;
      answered.push({ shown: phase.parts, ticked: [...ticked] });
      if (answered.length < total) return getReady();
      isDone = true;
      onFinish({
        exercise: 'overview',
        startedAt: startedIso,
        durationMs: Math.max(1000, Math.round(clock.elapsed())),
        scores: scoreOverview(answered),
      });
    },
    setPaused(paused: boolean) {
      if (isDone || paused === isPaused) return;
      isPaused = paused;
      if (phase.name === 'question') return;
      if (!paused) {
        clock.resume();
        return getReady();
      }
      clock.pause();
      clearTimers();
      // a scene interrupted by the pause is not asked about; a new one comes after the pause
      set({ name: 'ready' });
    },
    stop() {
      isDone = true;
      clearTimers();
    },
  };
}
export type OverviewEngine = ReturnType<typeof createOverviewEngine>;
