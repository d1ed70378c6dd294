import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatPrice } from './booking-format';

describe('booking formats', () => {
  it('writes the German long date and the price per language', () => {
    expect(formatBookingDate('2026-11-24', 'de')).toBe('Dienstag, 24. November 2026');
    // Intl puts a no-break space between amount and sign
    expect(formatPrice(8900, 'de')).toBe('89,00\u00a0€');
    expect(formatPrice(8900, 'en')).toBe('€89.00');
    expect(formatPrice(8900, 'tr')).toBe('€89,00');
  });
});
