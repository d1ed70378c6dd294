import { describe, expect, it } from 'vitest';
import type { PerformanceResult } from '@common/schemas/performance-trainer';
import { headlineValueOf, layoutChart, type ChartBox } from './history';

const stored = { id: 'r1', startedAt: '2026-11-25T09:00:00.000Z', durationMs: 60_000, createdAt: '2026-11-25T09:01:00.000Z' };

describe('headline value of a run', () => {
  it('is the median for Reaktion and a rounded share for the others', () => {
    const reaction: PerformanceResult = {
      ...stored,
      exercise: 'reaction',
      scores: { stimuli: 10, correct: 8, wrong: 1, missed: 1, early: 0, medianMs: 455 },
    };
    const vigilance: PerformanceResult = {
      ...stored,
      exercise: 'vigilance',
      scores: { stimuli: 40, targets: 12, hits: 10, misses: 2, falseAlarms: 1, early: 0, medianMs: 400, minuteMedians: [400] },
    };
    const overview: PerformanceResult = { ...stored, exercise: 'overview', scores: { scenes: 2, found: 5, missed: 2, wronglyTicked: 1 } };
    expect(headlineValueOf(reaction)).toBe(455);
    expect(headlineValueOf(vigilance)).toBe(83); // 10 / 12 = 83.3 %
    expect(headlineValueOf(overview)).toBe(71); // 5 / 7 = 71.4 %
    expect(headlineValueOf({ ...overview, scores: { scenes: 1, found: 0, missed: 0, wronglyTicked: 2 } })).toBeNull();
  });
});

describe('chart layout', () => {
  const box: ChartBox = { width: 240, height: 120, left: 20, right: 20, top: 10, bottom: 10 };

  it('spans milliseconds rounded out to hundreds and keeps the place of a run without a value', () => {
    const layout = layoutChart([450, null, 620], false, box);
    expect([layout.yMin, layout.yMax]).toEqual([400, 700]);
    // plot 200 wide and 100 high: x 20, (120), 220; y = 110 - (value - 400) / 300 * 100, to a tenth
    expect(layout.points).toEqual([
      { x: 20, y: 93.3, value: 450, index: 0 },
      { x: 220, y: 36.7, value: 620, index: 2 },
    ]);
    expect(layout.yTicks.map((tick) => tick.value)).toEqual([400, 550, 700]);
  });

  it('uses 0–100 for percentages and centres a single run', () => {
    const layout = layoutChart([80], true, box);
    expect(layout.points).toEqual([{ x: 120, y: 30, value: 80, index: 0 }]);
    expect(layout.yTicks).toEqual([
      { y: 110, value: 0 },
      { y: 60, value: 50 },
      { y: 10, value: 100 },
    ]);
  });
});
