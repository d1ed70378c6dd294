import { describe, expect, it } from 'vitest';
import { formatTableDate } from './user-display';

describe('table dates', () => {
  const iso = '2026-11-21T09:30:00.000Z';

  it('formats in the UI language', () => {
    expect(formatTableDate(iso, 'de', 'Europe/Berlin')).toBe('21.11.2026');
    expect(formatTableDate(iso, 'tr', 'Europe/Berlin')).toBe('21.11.2026');
    expect(formatTableDate(iso, 'en', 'Europe/Berlin')).toBe('21/11/2026');
  });

  it('falls back to German and tolerates a broken value', () => {
    expect(formatTableDate(iso, 'fr', 'Europe/Berlin')).toBe('21.11.2026');
    expect(formatTableDate(iso, undefined, 'Europe/Berlin')).toBe('21.11.2026');
    expect(formatTableDate('not a date', 'de')).toBe('');
  });

  it('uses the local day, not the UTC day', () => {
    expect(formatTableDate('2026-11-21T23:30:00.000Z', 'de', 'Europe/Berlin')).toBe('22.11.2026');
  });
});
