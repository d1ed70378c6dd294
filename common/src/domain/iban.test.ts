import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts valid IBANs, written with or without spaces, in any case', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
    expect(isValidIban('NL91ABNA0417164300')).toBe(true);
  });

  it('refuses a wrong check digit and a swapped pair of digits', () => {
    expect(isValidIban('DE88370400440532013000')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE89370400440523013000')).toBe(false);
  });

  it('refuses a German IBAN of the wrong length, letters where digits belong, and empty input', () => {
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE893704004405320130000')).toBe(false);
    expect(isValidIban('89DE370400440532013000')).toBe(false);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('normalises for storage and groups by four for print', () => {
    expect(normalizeIban(' de89 3704 0044\t0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });
});
