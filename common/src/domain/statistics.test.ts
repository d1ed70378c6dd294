import { describe, expect, it } from 'vitest';
import {
  addDays,
  getIsoWeekNumber,
  getReadinessLine,
  getStatisticsPeriod,
  getWeekStart,
  isStatisticsPeriod,
  listDays,
  listWeeks,
} from './statistics';
import { getGermanDate } from './spaced-repetition';

describe('days and weeks of the statistics', () => {
  it('takes the calendar day in Germany: 23:30 UTC in November is the next day, 22:30 UTC in July too', () => {
    expect(getGermanDate(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25');
    expect(getGermanDate(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26');
    expect(getGermanDate(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it('a period of 30 days ends today and starts 29 days before', () => {
    expect(getStatisticsPeriod(new Date('2026-11-25T09:00:00Z'), 30)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(getStatisticsPeriod(new Date('2026-03-01T09:00:00Z'), 365)).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(listDays('2026-10-27', '2026-11-25')).toHaveLength(30);
  });

  it('counts days across the change to winter time and the end of a month', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(listDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('names a week by its Monday and numbers it as ISO 8601 does', () => {
    expect(getWeekStart('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(getWeekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday of the same week
    expect(getWeekStart('2026-11-30')).toBe('2026-11-30');
    expect(listWeeks('2026-10-27', '2026-11-25')).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(getIsoWeekNumber('2026-11-25')).toBe(48);
    expect(getIsoWeekNumber('2027-01-01')).toBe(53); // a Friday: the last week of 2026
    expect(getIsoWeekNumber('2025-12-29')).toBe(1); // a Monday: the first week of 2026
  });

  it('accepts only the periods the page offers', () => {
    expect([30, 90, 365].every(isStatisticsPeriod)).toBe(true);
    expect([7, '30', 0].some(isStatisticsPeriod)).toBe(false);
  });
});

describe('getReadinessLine', () => {
  it('applies the overview’s formula to what was done up to each day, against today’s totals', () => {
    const line = getReadinessLine({
      from: '2026-11-23',
      to: '2026-11-25',
      totals: { questions: 4, videos: 4, chapters: 4 },
      // two questions right before the period, one more on the 24th
      questionsFirstRight: [
        { date: '2026-11-24', count: 1 },
        { date: '2026-11-22', count: 2 },
      ],
      videosCompleted: [{ date: '2026-11-23', count: 2 }],
      chaptersCompleted: [{ date: '2026-11-25', count: 1 }],
    });
    // 23rd: 0.4·50 + 0.3·50 = 35; 24th: 0.4·75 + 0.3·50 = 45; 25th: 0.3·25 + 0.4·75 + 0.3·50 = 52.5 → 53
    expect(line).toEqual([
      { date: '2026-11-23', readiness: 35 },
      { date: '2026-11-24', readiness: 45 },
      { date: '2026-11-25', readiness: 53 },
    ]);
  });

  it('is 0 when there is no content in scope', () => {
    const line = getReadinessLine({
      from: '2026-11-25',
      to: '2026-11-25',
      totals: { questions: 0, videos: 0, chapters: 0 },
      questionsFirstRight: [],
      videosCompleted: [],
      chaptersCompleted: [],
    });
    expect(line).toEqual([{ date: '2026-11-25', readiness: 0 }]);
  });
});
