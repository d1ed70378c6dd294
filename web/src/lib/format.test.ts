import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime, formatNumber, formatWholePercent } from './format';

describe('formats of the UI language', () => {
  it('percent: German with a space, English without, rounded', () => {
    expect(formatWholePercent(66.6, 'de')).toBe('67\u00a0%');
    expect(formatWholePercent(50, 'en')).toBe('50%');
    expect(formatWholePercent(50, 'tr')).toBe('%50');
  });

  it('date and time: German day first with a 24-hour clock; an invalid date is empty', () => {
    expect(formatDateTime('2026-11-23T13:05:00Z', 'de')).toMatch(/^23\.11\.2026, \d{2}:05$/);
    expect(formatDateTime('kein Datum', 'de')).toBe('');
  });

  it('numbers: German and Turkish group with a dot, English with a comma', () => {
    expect(formatNumber(1234, 'de')).toBe('1.234');
    expect(formatNumber(1234, 'tr')).toBe('1.234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });

  it('calendar dates: German day first, in three lengths, never moved by the time zone', () => {
    expect(formatCalendarDate('2026-11-01', 'de')).toBe('01.11.2026');
    expect(formatCalendarDate('2026-11-01', 'de', 'short')).toBe('01.11.');
    expect(formatCalendarDate('2026-11-01', 'de', 'long')).toBe('1. November 2026');
    expect(formatCalendarDate('2026-11-01', 'en', 'long')).toBe('1 November 2026');
    expect(formatCalendarDate('kein Datum', 'de')).toBe('');
  });
});
