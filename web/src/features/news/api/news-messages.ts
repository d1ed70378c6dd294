// Error codes of the news API to German (and Turkish, English) sentences; anything unknown gets the
// action's general 'konnte nicht …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type NewsAction = 'save' | 'publish' | 'delete';

type Key = TranslationKey<'news'>;

const FAILED: Record<NewsAction, Key> = {
  save: 'news:errors.save',
  publish: 'news:errors.publish',
  delete: 'news:errors.delete',
};

export function getNewsErrorKey(error: unknown, action: NewsAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (error.code === 'NEWS_NOT_FOUND') return 'news:errors.notFound';
  if (error.code === 'TITLE_EXISTS') return 'news:errors.titleExists';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (Object.keys(error.fields).some((field) => field.startsWith('translations.'))) return 'news:errors.translationIncomplete';
    const codes = Object.values(error.fields);
    if (codes.includes('REQUIRED')) return 'news:errors.requiredAll';
    if (error.fields.publishedOn) return 'news:errors.date';
    if (codes.includes('TOO_LONG')) return 'news:errors.tooLong';
  }
  return FAILED[action];
}
