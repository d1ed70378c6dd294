import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectVideoFileType } from './video-files';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...Buffer.from(value, 'latin1')] : [value])));

describe('detectVideoFileType', () => {
  it('knows an mp4 by its ftyp box and a webm by its EBML header', () => {
    expect(detectVideoFileType(bytes(0, 0, 0, 0x20, 'ftypisom'))).toBe('video/mp4');
    expect(detectVideoFileType(bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81))).toBe('video/webm');
  });

  it('knows the starter clip, a real webm', () => {
    const clip = fs.readFileSync(path.resolve(import.meta.dirname, '../../../server/src/cli/demo-content/files/media/mpu-intro.webm'));
    expect(detectVideoFileType(clip.subarray(0, 8))).toBe('video/webm');
  });

  it('refuses what only claims to be a video: HTML, an SVG, a PDF, too few bytes', () => {
    for (const head of ['<html><script>', '<svg xmlns="http', '%PDF-1.7', 'ftyp', '']) {
      expect(detectVideoFileType(bytes(head)), head).toBeNull();
    }
  });
});
