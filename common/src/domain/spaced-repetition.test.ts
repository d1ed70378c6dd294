import { describe, expect, it } from 'vitest';
import { endOfReviewDay, isDesiredRetention } from './spaced-repetition';

describe('endOfReviewDay', () => {
  it('is the next midnight in Germany, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(endOfReviewDay(new Date('2026-11-25T08:00:00Z')).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(endOfReviewDay(new Date('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });

  it('counts by the German date: 23:30 UTC on 25 November is already 26 November in Berlin', () => {
    expect(endOfReviewDay(new Date('2026-11-25T23:30:00Z')).toISOString()).toBe('2026-11-26T23:00:00.000Z');
  });

  it('takes the offset of the midnight itself on the night the clocks go back (25 October 2026)', () => {
    // 24 October is summer time; the midnight ending 25 October is winter time (UTC+1)
    expect(endOfReviewDay(new Date('2026-10-25T10:00:00Z')).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(endOfReviewDay(new Date('2026-10-24T10:00:00Z')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('isDesiredRetention', () => {
  it('accepts whole percentages from 80 to 95', () => {
    expect([80, 90, 95].every(isDesiredRetention)).toBe(true);
    expect([79, 96, 90.5, '90', null].some(isDesiredRetention)).toBe(false);
  });
});
