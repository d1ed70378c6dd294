import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

// Intl separates number and unit with a space or a no-break space, depending on unit and language
const sizeOf = (bytes: number, language: string) => formatFileSize(bytes, language).replace(/\s/g, ' ');

describe('formatFileSize', () => {
  it('says the upload limit and a typical video in German', () => {
    expect(sizeOf(2 * 1024 ** 3, 'de')).toBe('2 GB');
    expect(sizeOf(12.5 * 1024 ** 2, 'de')).toBe('12,5 MB');
  });

  it('uses the English decimal point and small units', () => {
    expect(sizeOf(1536, 'en')).toBe('1.5 kB');
    expect(sizeOf(500, 'en')).toBe('500 byte');
  });
});
