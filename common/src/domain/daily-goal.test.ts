import { describe, expect, it } from 'vitest';
import { countDaysInARow, isDailyGoal } from './daily-goal';

describe('the days in a row', () => {
  it('counts back from today while every day was practised', () => {
    expect(countDaysInARow(['2026-11-26', '2026-11-25', '2026-11-24', '2026-11-20'], '2026-11-26')).toBe(3);
  });

  it('keeps yesterday’s row while today has no answer yet', () => {
    expect(countDaysInARow(['2026-11-25', '2026-11-24'], '2026-11-26')).toBe(2);
  });

  it('is zero after a day without practice', () => {
    expect(countDaysInARow(['2026-11-24', '2026-11-23'], '2026-11-26')).toBe(0);
    expect(countDaysInARow([], '2026-11-26')).toBe(0);
  });

  it('runs across the end of a month and a year', () => {
    expect(countDaysInARow(['2027-01-01', '2026-12-31', '2026-12-30'], '2027-01-01')).toBe(3);
    expect(countDaysInARow(['2026-12-01', '2026-11-30'], '2026-12-01')).toBe(2);
  });
});

describe('the daily goal', () => {
  it('allows whole numbers from 5 to 200', () => {
    expect([4, 5, 20, 200, 201].map(isDailyGoal)).toEqual([false, true, true, true, false]);
    expect([12.5, '20', null, Number.NaN].map(isDailyGoal)).toEqual([false, false, false, false]);
  });
});
