// Where the learner stands per exam question and per category (issue 36, docs/decisions/079-traffic-lights-and-daily-goal.md).
// Display only: the spaced-repetition schedule (spaced-repetition.ts) decides what is due.

export const TRAFFIC_LIGHTS = ['green', 'yellow', 'red', 'grey'] as const;
export type TrafficLight = (typeof TRAFFIC_LIGHTS)[number];

/**
 * The light of one question from its two latest answers (true = right; null = no such answer):
 * grey never answered, red the latest answer wrong, green the two latest right, yellow the latest
 * right but not twice in a row. "Wrong last time" wins over "wrong after right" (issue 36 names both).
 */
export function trafficLightOf(latest: boolean | null, previous: boolean | null): TrafficLight {
  if (latest === null) return 'grey';
  if (!latest) return 'red';
  return previous === true ? 'green' : 'yellow';
}

export interface TrafficLightCounts {
  green: number;
  yellow: number;
  red: number;
  grey: number;
  /** Green of all questions, whole percent (0 for a category without questions). */
  greenShare: number;
}

export const emptyTrafficLightCounts = (): TrafficLightCounts => ({ green: 0, yellow: 0, red: 0, grey: 0, greenShare: 0 });

/** Adds `count` questions of one light and recomputes the share of green. */
export function addToTrafficLightCounts(counts: TrafficLightCounts, light: TrafficLight, count = 1): TrafficLightCounts {
  const next = { ...counts, [light]: counts[light] + count };
  const total = next.green + next.yellow + next.red + next.grey;
  return { ...next, greenShare: total === 0 ? 0 : Math.round((next.green / total) * 100) };
}
