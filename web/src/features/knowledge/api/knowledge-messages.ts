// Error codes of the knowledge API to texts. Known codes get their own sentence; anything else the
// action's 'Fehler beim …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type KnowledgeAction = 'create' | 'update' | 'delete';
type Key = TranslationKey<'knowledge'>;

const FAILED: Record<KnowledgeAction, Key> = {
  create: 'knowledge:errors.create',
  update: 'knowledge:errors.update',
  delete: 'knowledge:errors.delete',
};

export function getKnowledgeErrorKey(error: unknown, action: KnowledgeAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (error.code === 'TITLE_EXISTS') return 'knowledge:errors.titleExists';
  if (error.code === 'ARTICLE_NOT_FOUND') return 'knowledge:errors.notFound';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (Object.keys(error.fields).some((field) => field.startsWith('translations.'))) return 'knowledge:errors.translationIncomplete';
    const codes = Object.values(error.fields);
    if (codes.includes('REQUIRED')) return 'knowledge:errors.requiredAll';
    if (codes.includes('TOO_LONG')) return 'knowledge:errors.tooLong';
  }
  return FAILED[action];
}
