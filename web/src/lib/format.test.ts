import { describe, expect, it } from 'vitest';
import { formatDateTime, formatWholePercent } from './format';

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
});
