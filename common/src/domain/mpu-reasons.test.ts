import { describe, expect, it } from 'vitest';
import { REGISTRATION_REASONS, getEffectiveReasons, isMpuReason } from './mpu-reasons';

describe('MPU reasons', () => {
  it('registration offers all five reasons, criminal offences included', () => {
    expect(REGISTRATION_REASONS).toEqual(['alcohol', 'drugs', 'points', 'criminal', 'medizinalcannabis']);
    expect(isMpuReason('criminal')).toBe(true);
    expect(isMpuReason('speeding')).toBe(false);
  });

  it('prefers the list when it is non-empty', () => {
    expect(getEffectiveReasons({ mpuReasons: ['drugs', 'points'], mpuReason: 'alcohol' })).toEqual(['drugs', 'points']);
  });

  it('falls back to the legacy single value as a one-item list', () => {
    expect(getEffectiveReasons({ mpuReasons: [], mpuReason: 'alcohol' })).toEqual(['alcohol']);
    expect(getEffectiveReasons({ mpuReasons: null, mpuReason: 'points' })).toEqual(['points']);
  });

  it('answers an empty list when neither is set, and drops unknown values and duplicates', () => {
    expect(getEffectiveReasons({ mpuReasons: [], mpuReason: null })).toEqual([]);
    expect(getEffectiveReasons({ mpuReasons: ['drugs', 'drugs', 'bogus'], mpuReason: null })).toEqual(['drugs']);
  });

  it('a list of only unknown values falls back to the legacy value; non-strings are no reasons', () => {
    expect(getEffectiveReasons({ mpuReasons: ['speeding'], mpuReason: 'drugs' })).toEqual(['drugs']);
    expect(getEffectiveReasons({ mpuReasons: null, mpuReason: 'points' })).toEqual(['points']);
    expect(getEffectiveReasons({ mpuReasons: undefined, mpuReason: undefined })).toEqual([]);
    expect(isMpuReason(['alcohol'])).toBe(false);
    expect(isMpuReason({ toString: () => 'alcohol' })).toBe(false);
    expect(isMpuReason('alcohol')).toBe(true);
  });
});
