import { describe, expect, it } from 'vitest';
import { VIDEO_FILE_MAX_BYTES } from '@common/schemas/video-management';
import { checkVideoFile, EMPTY_VIDEO_DRAFT, isVideoDraftComplete, parseCountryList, toggleMpuType, toVideoInput } from './video-form-rules';

const complete = { ...EMPTY_VIDEO_DRAFT, sectionId: 's1', title: 'Titel', description: 'Text', url: 'https://youtu.be/x' };

/** A File whose size is claimed, without allocating gigabytes. */
function fileOf(type: string, size: number) {
  const file = new File(['x'], 'video', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('video form rules', () => {
  it('reads the country list as typed, upper-cased and without repeats; refuses what is not two letters', () => {
    expect(parseCountryList('de, at  CH;de')).toEqual(['DE', 'AT', 'CH']);
    expect(parseCountryList('  ')).toEqual([]);
    expect(parseCountryList('DE, Deutschland')).toBeUndefined();
  });

  it('needs section, title, description and the source: a link, or a file (a stored one counts)', () => {
    expect(isVideoDraftComplete(complete, { hasStoredFile: false })).toBe(true);
    expect(isVideoDraftComplete({ ...complete, description: ' ' }, { hasStoredFile: false })).toBe(false);
    expect(isVideoDraftComplete({ ...complete, sectionId: '' }, { hasStoredFile: false })).toBe(false);
    const fileSource = { ...complete, source: 'file' as const, url: '' };
    expect(isVideoDraftComplete(fileSource, { hasStoredFile: false })).toBe(false);
    expect(isVideoDraftComplete(fileSource, { hasStoredFile: true })).toBe(true);
    expect(isVideoDraftComplete({ ...fileSource, file: fileOf('video/mp4', 10) }, { hasStoredFile: false })).toBe(true);
  });

  it('takes mp4 and webm up to 2 GB', () => {
    expect(checkVideoFile(fileOf('video/mp4', VIDEO_FILE_MAX_BYTES))).toBeUndefined();
    expect(checkVideoFile(fileOf('video/webm', 1))).toBeUndefined();
    expect(checkVideoFile(fileOf('video/quicktime', 1))).toBe('type');
    expect(checkVideoFile(fileOf('video/mp4', VIDEO_FILE_MAX_BYTES + 1))).toBe('size');
  });

  it('sends trimmed texts, no link for a file, and the MPU types in their usual order', () => {
    expect(toVideoInput({ ...complete, title: ' T ', source: 'file', mpuTypes: toggleMpuType(['criminal'], 'alcohol') }, ['DE'])).toEqual({
      title: 'T',
      description: 'Text',
      source: 'file',
      url: '',
      language: 'de',
      country: ['DE'],
      mpuTypes: ['alcohol', 'criminal'],
    });
  });
});
