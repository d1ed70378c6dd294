import { describe, expect, it } from 'vitest';
import { addHobby, normalizeHobbies, parseChildrenCount } from './settings-rules';

describe('children count (a non-number becomes 0)', () => {
  it('keeps numbers, truncating fractions; negative numbers stay for the validation to refuse', () => {
    expect(parseChildrenCount(3)).toBe(3);
    expect(parseChildrenCount(2.9)).toBe(2);
    expect(parseChildrenCount(-1)).toBe(-1);
    expect(parseChildrenCount(0)).toBe(0);
  });

  it('reads digits typed as text, with spaces around them', () => {
    expect(parseChildrenCount(' 4 ')).toBe(4);
    expect(parseChildrenCount('12abc')).toBe(12);
    expect(parseChildrenCount('-2')).toBe(-2);
  });

  it('turns everything else into 0', () => {
    for (const value of ['', '   ', 'drei', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(parseChildrenCount(value)).toBe(0);
    }
  });
});

describe('hobbies', () => {
  it('trims, drops blank entries and duplicates ignoring case, keeps the first spelling and the order', () => {
    expect(normalizeHobbies([' Lesen ', '', '   ', 'lesen', 'Schwimmen', 'LESEN', 'Öl malen', 'öl malen'])).toEqual([
      'Lesen',
      'Schwimmen',
      'Öl malen',
    ]);
    expect(normalizeHobbies([])).toEqual([]);
  });

  it('adds a new hobby at the end, not a blank or a repeated one', () => {
    expect(addHobby(['Lesen'], ' Wandern ')).toEqual(['Lesen', 'Wandern']);
    expect(addHobby(['Lesen'], 'LESEN')).toEqual(['Lesen']);
    expect(addHobby(['Lesen'], '  ')).toEqual(['Lesen']);
  });
});
