// The Range header of a GET (RFC 9110 §14): which bytes of an object of `size` bytes to send.
import type { ByteRange } from './media-storage';

export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; range: ByteRange }
  /** 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * One range (`a-b`, `a-`, `-n`) is served as asked; several ranges, another unit or a malformed
 * header get the whole object, which the RFC allows and every player accepts.
 */
export function resolveByteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header ? SINGLE_RANGE.exec(header.replace(/\s+/g, '')) : null;
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };

  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}
