// The instructor's price as admins type it: German and plain forms become cents; anything else is refused.
import { describe, expect, it } from 'vitest';
import { formatEuroInput, parseEuroInput } from './admin-price';

describe('the price field', () => {
  it.each([
    ['89,00', 8900],
    ['89', 8900],
    ['89,5', 8950],
    ['89.00', 8900],
    [' 89,00 € ', 8900],
    ['1.089,50', 108950],
    ['0', 0],
    ['10000', 1_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuroInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '89,001', '-5', '10000,01', '1,089.50', '89 Euro'])('refuses %j', (text) => {
    expect(parseEuroInput(text)).toBeNull();
  });

  it('starts from the saved price in the interface language', () => {
    expect(formatEuroInput(8900, 'de')).toBe('89,00');
    expect(formatEuroInput(108950, 'de')).toBe('1089,50');
    expect(formatEuroInput(8900, 'en')).toBe('89.00');
  });
});
