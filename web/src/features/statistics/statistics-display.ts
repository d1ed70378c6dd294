// Pure helpers of the statistics page: the calendar grid of the heatmap and its scale, the axis
// ticks, the line styles that tell series apart without colour, and when the page has nothing to show.
import { addDays, listWeeks } from '@common/domain/statistics';
import type { Statistics } from '@common/schemas/statistics';

export interface HeatmapCell {
  date: string;
  answers: number;
  correct: number;
  /** 0 for no answers, else the step of the scale (1 … HEATMAP_STEPS). */
  level: number;
}

/** A column per ISO week (Monday first), a row per weekday; days outside the period are null. */
export interface HeatmapGrid {
  weeks: string[];
  columns: (HeatmapCell | null)[][];
  scale: HeatmapStep[];
  max: number;
}

/** One step of the heatmap's scale: the answers per day it stands for, both ends included. */
export interface HeatmapStep {
  level: number;
  min: number;
  max: number;
}

export const HEATMAP_STEPS = 4;

/**
 * The scale's steps: 0 alone, then 1 … max cut into at most four ranges of whole numbers
 * (max 10: 1–2, 3–5, 6–7, 8–10; max 2: 1, 2).
 */
export function getHeatmapScale(max: number): HeatmapStep[] {
  const steps: HeatmapStep[] = [{ level: 0, min: 0, max: 0 }];
  const count = Math.min(HEATMAP_STEPS, max);
  for (let i = 1; i <= count; i++) {
    steps.push({ level: i, min: Math.floor(((i - 1) * max) / count) + 1, max: Math.floor((i * max) / count) });
  }
  return steps;
}

export function getHeatmapLevel(answers: number, scale: HeatmapStep[]): number {
  return scale.find((step) => answers >= step.min && answers <= step.max)?.level ?? 0;
}

export function buildHeatmapGrid(from: string, to: string, answersPerDay: Statistics['answersPerDay']): HeatmapGrid {
  const byDate = new Map(answersPerDay.map((day) => [day.date, day]));
  const max = Math.max(0, ...answersPerDay.map((day) => day.answers));
  const scale = getHeatmapScale(max);
  const weeks = listWeeks(from, to);
  const columns = weeks.map((week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = addDays(week, weekday);
      if (date < from || date > to) return null;
      const day = byDate.get(date);
      const answers = day?.answers ?? 0;
      return { date, answers, correct: day?.correct ?? 0, level: getHeatmapLevel(answers, scale) };
    }),
  );
  return { weeks, columns, scale, max };
}

/** At most `maxTicks` evenly spread indexes of `count` positions, always the first; the last when it fits. */
export function pickTickIndexes(count: number, maxTicks: number): number[] {
  if (count <= 0) return [];
  const step = Math.max(1, Math.ceil(count / maxTicks));
  const indexes: number[] = [];
  for (let i = 0; i < count; i += step) indexes.push(i);
  const last = count - 1;
  if (indexes.at(-1) !== last && last - indexes.at(-1)! >= step / 2) indexes.push(last);
  return indexes;
}

/** A round upper end for a count axis (at least 1) and its whole-number ticks: 7 → 8 with 0, 2, 4, 6, 8. */
export function getCountAxis(max: number): { max: number; ticks: number[] } {
  if (max <= 4) {
    const top = Math.max(1, max);
    return { max: top, ticks: Array.from({ length: top + 1 }, (_, i) => i) };
  }
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const top = Math.ceil(max / step) * step;
  return { max: top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/**
 * How the lines differ besides their colour: a dash pattern and a point marker each (WCAG 1.4.1).
 * The colours are AA on white; after six series the patterns repeat with the next marker.
 */
export const SERIES_STYLES = [
  { colour: '#4f46e5', dash: '', marker: 'circle' },
  { colour: '#047857', dash: '8 4', marker: 'square' },
  { colour: '#b45309', dash: '2 4', marker: 'triangle' },
  { colour: '#be123c', dash: '12 4 2 4', marker: 'diamond' },
  { colour: '#0369a1', dash: '4 4', marker: 'cross' },
  { colour: '#6d28d9', dash: '16 6', marker: 'ring' },
] as const;
export type SeriesMarker = (typeof SERIES_STYLES)[number]['marker'];

export function getSeriesStyle(index: number) {
  const style = SERIES_STYLES[index % SERIES_STYLES.length]!;
  const marker = SERIES_STYLES[(index + Math.floor(index / SERIES_STYLES.length)) % SERIES_STYLES.length]!.marker;
  return { ...style, marker };
}

/** Nothing happened, ever: no answer in the period, nothing completed, readiness 0 on every day. */
export function isStatisticsEmpty(statistics: Statistics): boolean {
  return (
    statistics.answersPerDay.length === 0 &&
    statistics.completionsPerWeek.every((week) => week.videos === 0 && week.chapters === 0) &&
    statistics.readinessPerDay.every((day) => day.readiness === 0)
  );
}

/** Right answers in percent of all (0 when there were none). */
export const getAccuracy = (correct: number, answers: number) => (answers > 0 ? (100 * correct) / answers : 0);
