// The history chart's numbers: one value per stored run (the exercise's headline score) and where
// each point goes in the SVG. Pure, so the chart and its table show the same numbers and are tested.
import type { PerformanceExercise, PerformanceResult } from '@common/schemas/performance-trainer';

/** The headline value of a run: the median reaction time (Reaktion) or a share in percent; null when there is none. */
export function headlineValueOf(result: PerformanceResult): number | null {
  switch (result.exercise) {
    case 'reaction':
      return result.scores.medianMs;
    case 'vigilance':
      return result.scores.targets === 0 ? null : Math.round((result.scores.hits / result.scores.targets) * 100);
    case 'overview': {
      const shown = result.scores.found + result.scores.missed;
      return shown === 0 ? null : Math.round((result.scores.found / shown) * 100);
    }
  }
}

export const isPercentExercise = (exercise: PerformanceExercise) => exercise !== 'reaction';

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 560, height: 220, left: 56, right: 16, top: 16, bottom: 36 };

export interface ChartLayout {
  points: { x: number; y: number; value: number; index: number }[];
  yTicks: { y: number; value: number }[];
  yMin: number;
  yMax: number;
}

/**
 * Places the values (runs without a value are left out but keep their place on the x axis). The y axis
 * is 0–100 for percentages; for milliseconds it spans the values rounded out to whole hundreds.
 */
export function layoutChart(values: readonly (number | null)[], percent: boolean, box: ChartBox = CHART_BOX): ChartLayout {
  const present = values.filter((value): value is number => value !== null);
  let yMin = 0;
  let yMax = 100;
  if (!percent && present.length > 0) {
    yMin = Math.floor(Math.min(...present) / 100) * 100;
    yMax = Math.ceil(Math.max(...present) / 100) * 100;
    if (yMax === yMin) yMax = yMin + 100;
  }
  // a tenth of a unit is finer than any screen shows and keeps the SVG short
  const tenth = (n: number) => Math.round(n * 10) / 10;
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const xOf = (index: number) => tenth(box.left + (values.length === 1 ? plotWidth / 2 : (index / (values.length - 1)) * plotWidth));
  const yOf = (value: number) => tenth(box.top + plotHeight - ((value - yMin) / (yMax - yMin)) * plotHeight);
  const points = values.flatMap((value, index) => (value === null ? [] : [{ x: xOf(index), y: yOf(value), value, index }]));
  const yTicks = [0, 0.5, 1].map((share) => {
    const value = yMin + share * (yMax - yMin);
    return { y: yOf(value), value };
  });
  return { points, yTicks, yMin, yMax };
}
