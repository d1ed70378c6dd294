import { describe, expect, it } from 'vitest';
import { correctOptionIds, isCorrectSelection, orderedOptions, shuffledOptionOrder } from './option-order';

const options = ['0,0 Promille', '0,5 Promille', '1,1 Promille', '1,6 Promille'];

describe('option order', () => {
  it('uses every id once, whatever the random source says', () => {
    for (const random of [() => 0, () => 0.999999, Math.random]) expect([...shuffledOptionOrder(4, random)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('reverses four options when the source always says "the first remaining"', () => {
    // index 3 swaps with 0 → [3,1,2,0]; index 2 with 0 → [2,1,3,0]; index 1 with 0 → [1,2,3,0]
    expect(shuffledOptionOrder(4, () => 0)).toEqual([1, 2, 3, 0]);
  });

  it('shows the options in the round order, each keeping its id', () => {
    expect(orderedOptions(options, [2, 0, 3, 1])).toEqual([
      { id: 2, text: '1,1 Promille' },
      { id: 0, text: '0,0 Promille' },
      { id: 3, text: '1,6 Promille' },
      { id: 1, text: '0,5 Promille' },
    ]);
  });

  it('is right only for exactly the correct ids', () => {
    const correct = ['0,5 Promille', '1,6 Promille'];
    expect(correctOptionIds(options, correct)).toEqual([1, 3]);
    expect(isCorrectSelection(options, correct, [3, 1])).toBe(true);
    expect(isCorrectSelection(options, correct, [1])).toBe(false);
    expect(isCorrectSelection(options, correct, [1, 3, 0])).toBe(false);
    expect(isCorrectSelection(options, correct, [1, 1])).toBe(false);
  });
});
