import { describe, expect, it } from 'vitest';
import {
  datesBetween,
  formatBerlinTime,
  formatDayHeading,
  formatWeekRange,
  parseCalendarDate,
  parseCalendarView,
  rangeOf,
  startOfWeek,
  stepDate,
} from './counsellor-calendar';

describe("the counsellor's calendar", () => {
  it('runs weeks from Monday to Sunday', () => {
    // Wednesday 2 December 2026
    expect(startOfWeek('2026-12-02')).toBe('2026-11-30');
    expect(startOfWeek('2026-11-30')).toBe('2026-11-30');
    // a Sunday belongs to the week before
    expect(startOfWeek('2026-12-06')).toBe('2026-11-30');
    expect(rangeOf('week', '2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(rangeOf('day', '2026-12-02')).toEqual({ from: '2026-12-02', to: '2026-12-02' });
  });

  it('steps by a day or a week, across months and years', () => {
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate('day', '2026-12-01', -1)).toBe('2026-11-30');
    expect(stepDate('week', '2026-12-02', 1)).toBe('2026-12-09');
    expect(stepDate('week', '2026-12-02', -1)).toBe('2026-11-25');
  });

  it('lists the dates of a range and reads the view and date from the address, falling back on bad values', () => {
    expect(datesBetween('2026-11-30', '2026-12-02')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    expect(parseCalendarView('week')).toBe('week');
    expect(parseCalendarView('month')).toBe('day');
    expect(parseCalendarView(null)).toBe('day');
    expect(parseCalendarDate('2026-02-30', '2026-12-02')).toBe('2026-12-02');
    expect(parseCalendarDate('2026-12-09', '2026-12-02')).toBe('2026-12-09');
  });

  it('formats dates in German and times in Berlin, summer and winter', () => {
    expect(formatDayHeading('2026-12-02', 'de')).toBe('Mi., 2. Dezember 2026');
    // Intl puts thin spaces around the dash
    expect(formatWeekRange('2026-11-30', '2026-12-06', 'de').replace(/\s/g, ' ')).toBe('30. November – 6. Dezember 2026');
    expect(formatBerlinTime('2026-12-02T08:00:00.000Z')).toBe('09:00');
    expect(formatBerlinTime('2026-07-01T08:00:00.000Z')).toBe('10:00');
  });
});
