// Error codes of the video management API to the spec's alerts ('Fehler beim Erstellen des Videos', …).
// Known codes get their own sentence; anything else the action's 'Fehler beim …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type VideoAdminAction =
  'createSection' | 'updateSection' | 'deleteSection' | 'createVideo' | 'updateVideo' | 'deleteVideo' | 'reorder' | 'upload';

type Key = TranslationKey<'video-admin'>;

const FAILED: Record<VideoAdminAction, Key> = {
  createSection: 'video-admin:errors.createSection',
  updateSection: 'video-admin:errors.updateSection',
  deleteSection: 'video-admin:errors.deleteSection',
  createVideo: 'video-admin:errors.createVideo',
  updateVideo: 'video-admin:errors.updateVideo',
  deleteVideo: 'video-admin:errors.deleteVideo',
  reorder: 'video-admin:errors.reorder',
  upload: 'video-admin:errors.upload',
};

function uploadErrorKey(error: ApiError): Key {
  if (error.status === 413) return 'video-admin:errors.fileTooLarge';
  if (error.status === 415) return 'video-admin:errors.fileType';
  return FAILED.upload;
}

export function getVideoAdminErrorKey(error: unknown, action: VideoAdminAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (action === 'reorder') return FAILED.reorder;
  if (action === 'upload') return uploadErrorKey(error);
  if (error.code === 'SECTION_NOT_FOUND') return 'video-admin:errors.sectionNotFound';
  if (error.code === 'VIDEO_NOT_FOUND') return 'video-admin:errors.videoNotFound';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (Object.keys(error.fields).some((field) => field.startsWith('translations.'))) return 'video-admin:errors.translationIncomplete';
    const codes = Object.values(error.fields);
    if (codes.includes('REQUIRED')) return 'video-admin:errors.requiredAll';
    if (codes.includes('TOO_LONG')) return 'video-admin:errors.tooLong';
    if (error.fields.url) return 'video-admin:errors.url';
    if (Object.keys(error.fields).some((field) => field.startsWith('country'))) return 'video-admin:errors.country';
  }
  return FAILED[action];
}
