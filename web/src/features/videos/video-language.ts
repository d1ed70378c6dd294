// The library lists only videos in the UI language ('de-AT' counts as 'de'); any other language falls back to German.
import { VIDEO_LANGUAGES } from '@common/domain/value-sets';

export type VideoLanguage = (typeof VIDEO_LANGUAGES)[number];

export function toVideoLanguage(language: string | undefined): VideoLanguage {
  const base = (language ?? '').split('-')[0]?.toLowerCase();
  return VIDEO_LANGUAGES.find((candidate) => candidate === base) ?? 'de';
}
