import { describe, expect, it } from 'vitest';
import type { Statistics } from '@common/schemas/statistics';
import { buildHeatmapGrid, getCountAxis, getHeatmapScale, getSeriesStyle, isStatisticsEmpty, pickTickIndexes } from './statistics-display';
import { parsePeriodParam } from './api/get-statistics';

describe('the heatmap', () => {
  it('cuts 1 … max into at most four ranges of whole numbers, 0 alone', () => {
    expect(getHeatmapScale(0)).toEqual([{ level: 0, min: 0, max: 0 }]);
    expect(getHeatmapScale(2)).toEqual([
      { level: 0, min: 0, max: 0 },
      { level: 1, min: 1, max: 1 },
      { level: 2, min: 2, max: 2 },
    ]);
    expect(getHeatmapScale(10).slice(1)).toEqual([
      { level: 1, min: 1, max: 2 },
      { level: 2, min: 3, max: 5 },
      { level: 3, min: 6, max: 7 },
      { level: 4, min: 8, max: 10 },
    ]);
  });

  it('lays the period out in ISO weeks, Monday on top; days outside the period are empty', () => {
    // Tuesday 20 October to Wednesday 18 November 2026
    const grid = buildHeatmapGrid('2026-10-20', '2026-11-18', [
      { date: '2026-10-20', answers: 1, correct: 0 },
      { date: '2026-11-03', answers: 4, correct: 2 },
    ]);
    expect(grid.weeks).toEqual(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
    expect(grid.columns[0]![0]).toBeNull(); // Monday 19 October
    expect(grid.columns[0]![1]).toEqual({ date: '2026-10-20', answers: 1, correct: 0, level: 1 });
    expect(grid.columns[2]![1]).toEqual({ date: '2026-11-03', answers: 4, correct: 2, level: 4 });
    expect(grid.columns[4]![2]).toMatchObject({ date: '2026-11-18', answers: 0, level: 0 });
    expect(grid.columns[4]![3]).toBeNull(); // Thursday 19 November is tomorrow
    expect(grid.columns.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe('axes', () => {
  it('labels at most the given number of positions, the first and (when it fits) the last', () => {
    expect(pickTickIndexes(5, 8)).toEqual([0, 1, 2, 3, 4]);
    expect(pickTickIndexes(30, 6)).toEqual([0, 5, 10, 15, 20, 25, 29]);
    expect(pickTickIndexes(0, 6)).toEqual([]);
  });

  it('rounds a count axis up to whole steps', () => {
    expect(getCountAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
    expect(getCountAxis(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(getCountAxis(7)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(getCountAxis(37)).toEqual({ max: 40, ticks: [0, 10, 20, 30, 40] });
  });

  it('gives every line of the first six its own dash pattern and marker', () => {
    const styles = [0, 1, 2, 3, 4, 5].map(getSeriesStyle);
    expect(new Set(styles.map((s) => s.dash)).size).toBe(6);
    expect(new Set(styles.map((s) => s.marker)).size).toBe(6);
    // the seventh repeats the first's colour and dashes with another marker
    expect(getSeriesStyle(6)).toMatchObject({ dash: '', marker: 'square' });
  });
});

describe('isStatisticsEmpty', () => {
  const empty: Statistics = {
    days: 30,
    from: '2026-10-27',
    to: '2026-11-25',
    answersPerDay: [],
    accuracyPerWeek: [],
    completionsPerWeek: [{ week: '2026-10-26', videos: 0, chapters: 0 }],
    readinessPerDay: [{ date: '2026-10-27', readiness: 0 }],
    totals: { questions: 4, videos: 2, chapters: 1 },
    examSimulations: [],
  };

  it('is empty for a new learner, not once anything counts', () => {
    expect(isStatisticsEmpty(empty)).toBe(true);
    expect(isStatisticsEmpty({ ...empty, readinessPerDay: [{ date: '2026-10-27', readiness: 5 }] })).toBe(false);
    expect(isStatisticsEmpty({ ...empty, completionsPerWeek: [{ week: '2026-10-26', videos: 1, chapters: 0 }] })).toBe(false);
    expect(isStatisticsEmpty({ ...empty, answersPerDay: [{ date: '2026-10-27', answers: 1, correct: 0 }] })).toBe(false);
  });
});

describe('parsePeriodParam', () => {
  it('reads 30, 90 or 365 from the address and falls back to 30', () => {
    expect(parsePeriodParam('90')).toBe(90);
    expect(parsePeriodParam('365')).toBe(365);
    expect(parsePeriodParam(null)).toBe(30);
    expect(parsePeriodParam('7')).toBe(30);
    expect(parsePeriodParam('abc')).toBe(30);
  });
});
