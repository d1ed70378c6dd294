import type { VideoFileType } from '../schemas/video-management';

/** Bytes the type check needs: an mp4 names its `ftyp` box at offset 4. */
export const VIDEO_SIGNATURE_BYTES = 8;

/**
 * The video type a file's first bytes show (an mp4's `ftyp` box at offset 4, webm's EBML header
 * 1A 45 DF A3), never taken from its name or the Content-Type alone.
 */
export function detectVideoFileType(head: Uint8Array): VideoFileType | null {
  const at = (offset: number, signature: readonly number[]) => signature.every((byte, index) => head[offset + index] === byte);
  if (at(4, [0x66, 0x74, 0x79, 0x70])) return 'video/mp4';
  if (at(0, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  return null;
}
