import { describe, expect, it } from 'vitest';
import { getCategoryQuota, getPercent, isPassed } from './exam-simulation';

const bank = [
  { id: 'a', name: 'Alkohol', questionCount: 10 },
  { id: 'b', name: 'Drogen', questionCount: 20 },
  { id: 'c', name: 'Verkehr', questionCount: 30 },
];

describe('getCategoryQuota', () => {
  it('draws 12 of 10/20/30 as 2/4/6', () => {
    expect(Object.fromEntries(getCategoryQuota(bank, 12))).toEqual({ a: 2, b: 4, c: 6 });
  });

  it('gives the seats left to the largest remainders: 7 of 10/20/30 is 1/2/4 (shares 1.17, 2.33, 3.5)', () => {
    expect(Object.fromEntries(getCategoryQuota(bank, 7))).toEqual({ a: 1, b: 2, c: 4 });
  });

  it('breaks equal remainders by the larger category: 1 of 10/20/30 is 0/0/1; 2 of 1/1/1 goes by name', () => {
    expect(Object.fromEntries(getCategoryQuota(bank, 1))).toEqual({ a: 0, b: 0, c: 1 });
    const even = bank.map((category) => ({ ...category, questionCount: 1 }));
    expect(Object.fromEntries(getCategoryQuota(even, 2))).toEqual({ a: 1, b: 1, c: 0 });
  });

  it('takes every question when the bank has fewer than asked', () => {
    expect(Object.fromEntries(getCategoryQuota(bank, 100))).toEqual({ a: 10, b: 20, c: 30 });
  });
});

describe('pass line', () => {
  it('24 of 30 passes 80 %, 23 does not; the percent is rounded down', () => {
    expect([isPassed(24, 30, 80), getPercent(24, 30)]).toEqual([true, 80]);
    expect([isPassed(23, 30, 80), getPercent(23, 30)]).toEqual([false, 76]);
    expect(getPercent(2, 3)).toBe(66);
  });
});
