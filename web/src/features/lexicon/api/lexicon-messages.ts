// Error codes of the glossary API to texts. Known codes get their own sentence; anything else the
// action's 'Fehler beim …' text.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type LexiconAction = 'create' | 'update' | 'delete';
type Key = TranslationKey<'lexicon'>;

const FAILED: Record<LexiconAction, Key> = {
  create: 'lexicon:errors.create',
  update: 'lexicon:errors.update',
  delete: 'lexicon:errors.delete',
};

export function getLexiconErrorKey(error: unknown, action: LexiconAction): Key {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (error.code === 'TERM_EXISTS') return 'lexicon:errors.termExists';
  if (error.code === 'TERM_NOT_FOUND') return 'lexicon:errors.notFound';
  if (error.code === 'VALIDATION_ERROR' && error.fields) {
    if (Object.keys(error.fields).some((field) => field.startsWith('translations.'))) return 'lexicon:errors.translationIncomplete';
    const codes = Object.values(error.fields);
    if (codes.includes('REQUIRED')) return 'lexicon:errors.requiredAll';
    if (codes.includes('TOO_LONG') || codes.includes('TOO_MANY')) return 'lexicon:errors.tooLong';
  }
  return FAILED[action];
}
