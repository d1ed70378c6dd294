import { describe, expect, it } from 'vitest';
import { resolveByteRange } from './byte-range';

describe('resolveByteRange on a 100-byte object', () => {
  const partial = (start: number, end: number) => ({ kind: 'partial', range: { start, end } });

  it.each([
    ['bytes=0-9', partial(0, 9)],
    ['bytes=10-', partial(10, 99)],
    ['bytes=-4', partial(96, 99)],
    ['bytes=-500', partial(0, 99)],
    ['bytes=90-500', partial(90, 99)],
    ['bytes = 5 - 6', partial(5, 6)],
  ])('%s is served as asked (end clamped to the object)', (header, answer) => {
    expect(resolveByteRange(header, 100)).toEqual(answer);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0'])('%s cannot be satisfied', (header) => {
    expect(resolveByteRange(header, 100)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=-', 'bytes=a-b'])('%s gets the whole object', (header) => {
    expect(resolveByteRange(header, 100)).toEqual({ kind: 'whole' });
  });

  it('cannot satisfy any range of an empty object', () => {
    expect(resolveByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(resolveByteRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});
