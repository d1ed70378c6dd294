import { describe, expect, it } from 'vitest';
import { countInScope, mpuMaskOf, progressCountsInScope } from './progress-counts';

/** A per-mask array of 32 with the given counts at the given masks. */
function perMask(entries: Record<number, number>): number[] {
  return Array.from({ length: 32 }, (_, mask) => entries[mask] ?? 0);
}

describe('progress counters in a viewer scope', () => {
  it('gives each MPU reason its bit and ignores unknown types and repeats', () => {
    expect(mpuMaskOf([])).toBe(0);
    expect(mpuMaskOf(['alcohol'])).toBe(1);
    expect(mpuMaskOf(['drugs', 'alcohol', 'drugs'])).toBe(3);
    expect(mpuMaskOf(['points', 'criminal', 'medizinalcannabis', 'speeding'])).toBe(28);
  });

  // 5 untyped, 4 alcohol (1), 3 drugs (2), 2 alcohol+drugs (3), 1 points (4)
  const counts = perMask({ 0: 5, 1: 4, 2: 3, 3: 2, 4: 1 });

  it('counts content sharing a reason with the learner', () => {
    expect(countInScope(counts, { everything: false, reasons: ['alcohol'] }, false)).toBe(6);
    expect(countInScope(counts, { everything: false, reasons: ['drugs', 'points'] }, false)).toBe(6);
    expect(countInScope(counts, { everything: false, reasons: ['criminal'] }, false)).toBe(0);
  });

  it('counts untyped quiz categories for everyone, untyped videos only for everything', () => {
    expect(countInScope(counts, { everything: false, reasons: ['alcohol'] }, true)).toBe(11);
    expect(countInScope(counts, { everything: true, reasons: [] }, false)).toBe(15);
    expect(countInScope(counts, { everything: true, reasons: [] }, true)).toBe(15);
  });

  it('a learner without a counter row has done nothing yet', () => {
    const totals = { videos: perMask({ 1: 2 }), questions: perMask({ 0: 1, 2: 7 }), chapters: 9 };
    expect(progressCountsInScope(null, totals, { everything: false, reasons: ['drugs'] })).toEqual({
      videosTotal: 0,
      videosCompleted: 0,
      questionsTotal: 8,
      questionsCorrect: 0,
      chaptersTotal: 9,
      chaptersCompleted: 0,
      attempts: 0,
      incorrectAttempts: 0,
    });
  });
});
