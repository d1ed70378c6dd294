// 'Überblick': a traffic scene shown for one second, then the learner ticks what was in it.

export const SCENE_PARTS = ['car', 'truck', 'bicycle', 'pedestrian', 'traffic-light', 'stop-sign', 'give-way-sign', 'bus'] as const;
export type ScenePart = (typeof SCENE_PARTS)[number];

/** How long a scene is shown. */
export const SCENE_SHOW_MS = 1000;

export interface OverviewScene {
  shown: readonly ScenePart[];
  ticked: readonly ScenePart[];
}

export interface OverviewScores {
  scenes: number;
  /** Parts in the scene that were ticked. */
  found: number;
  /** Parts in the scene that were not ticked. */
  missed: number;
  /** Parts ticked that were not in the scene. */
  wronglyTicked: number;
}

export function scoreOverview(scenes: readonly OverviewScene[]): OverviewScores {
  let found = 0;
  let missed = 0;
  let wronglyTicked = 0;
  for (const { shown, ticked } of scenes) {
    const shownSet = new Set(shown);
    const tickedSet = new Set(ticked);
    for (const part of shownSet) {
      if (tickedSet.has(part)) found++;
      else missed++;
    }
    for (const part of tickedSet) if (!shownSet.has(part)) wronglyTicked++;
  }
  return { scenes: scenes.length, found, missed, wronglyTicked };
}

/**
 * Picks `count` different parts for a scene. `random` returns numbers in [0, 1) like Math.random;
 * tests pass a fixed sequence.
 */
export function pickSceneParts(count: number, random: () => number = Math.random): ScenePart[] {
  const pool: ScenePart[] = [...SCENE_PARTS];
  const picked: ScenePart[] = [];
  while (picked.length < Math.min(count, SCENE_PARTS.length)) {
    const [part] = pool.splice(Math.floor(random() * pool.length), 1);
    picked.push(part!);
  }
  return picked;
}
