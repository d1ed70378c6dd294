// The rules of the 'Video anlegen' and edit-video form (spec, Validation rules): what must be filled,
// the country list as the admin types it, and the checks a chosen file must pass before it is sent.
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { VIDEO_FILE_MAX_BYTES, VIDEO_FILE_TYPES, type ManagedVideo, type VideoInput } from '@common/schemas/video-management';

export type VideoSource = 'url' | 'file';
export type VideoLanguage = ManagedVideo['language'];

export interface VideoDraft {
  sectionId: string;
  title: string;
  description: string;
  source: VideoSource;
  url: string;
  /** A newly chosen file; null keeps the stored one (if any). */
  file: File | null;
  language: VideoLanguage;
  /** Two-letter codes as typed: 'DE, AT'. */
  countryText: string;
  mpuTypes: MpuReason[];
}

/** Spec: default language de, country DE. */
export const EMPTY_VIDEO_DRAFT: VideoDraft = {
  sectionId: '',
  title: '',
  description: '',
  source: 'url',
  url: '',
  file: null,
  language: 'de',
  countryText: 'DE',
  mpuTypes: [],
};

export function draftOfVideo(video: ManagedVideo): VideoDraft {
  return {
    sectionId: video.sectionId,
    title: video.title,
    description: video.description,
    source: video.file || video.url === '' ? 'file' : 'url',
    url: video.url,
    file: null,
    language: video.language,
    countryText: video.country.join(', '),
    mpuTypes: MPU_REASONS.filter((reason) => video.mpuTypes.includes(reason)),
  };
}

/** 'de, at  CH' → ['DE', 'AT', 'CH']; undefined when an entry is not two letters. Empty is allowed (the server saves DE). */
export function parseCountryList(text: string): string[] | undefined {
  const codes = text
    .split(/[,;\s]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  if (codes.some((code) => !/^[A-Z]{2}$/.test(code))) return undefined;
  return [...new Set(codes)];
}

export type FileProblem = 'type' | 'size';

/** Checked on choosing, so a wrong file is refused before gigabytes are sent. */
export function checkVideoFile(file: File): FileProblem | undefined {
  if (!(VIDEO_FILE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > VIDEO_FILE_MAX_BYTES) return 'size';
  return undefined;
}

/**
 * Spec: title, description, url (here: the url or a file, by source) and the section are required.
 * A stored file counts when editing a video that plays one.
 */
export function isVideoDraftComplete(draft: VideoDraft, { hasStoredFile }: { hasStoredFile: boolean }): boolean {
  const filled = (text: string) => text.trim() !== '';
  const hasSource = draft.source === 'url' ? filled(draft.url) : draft.file !== null || hasStoredFile;
  return filled(draft.sectionId) && filled(draft.title) && filled(draft.description) && hasSource;
}

/** The request fields of a complete draft with a valid country list. */
export function toVideoInput(draft: VideoDraft, country: string[]): VideoInput {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    source: draft.source,
    url: draft.source === 'url' ? draft.url.trim() : '',
    language: draft.language,
    country,
    mpuTypes: draft.mpuTypes,
  };
}

export function toggleMpuType(types: readonly MpuReason[], reason: MpuReason): MpuReason[] {
  const next = types.includes(reason) ? types.filter((type) => type !== reason) : [...types, reason];
  return MPU_REASONS.filter((type) => next.includes(type));
}
