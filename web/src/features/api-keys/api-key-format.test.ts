import { describe, expect, it } from 'vitest';
import { formatDay, formatInstantDay, maskApiKey } from './api-key-format';

describe('api key display', () => {
  it('masks a key as prefix, 16 dots and the last four', () => {
    expect(maskApiKey('pd_', 'AbC1')).toBe('pd_••••••••••••••••AbC1');
  });

  it('shows days in the German long format', () => {
    expect(formatDay('2026-11-23', 'de')).toBe('23. November 2026');
    expect(formatDay('2026-11-23', 'en')).toBe('23 November 2026');
  });

  it('shows an instant as its day in Europe/Berlin', () => {
    // 23:30 UTC on 31 December is already New Year in Berlin
    expect(formatInstantDay('2026-12-31T23:30:00.000Z', 'de')).toBe('1. Januar 2027');
  });
});
