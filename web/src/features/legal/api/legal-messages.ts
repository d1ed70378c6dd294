// Error answers of 'Speichern' to the editor's sentences; anything unknown gets the general one.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export function getLegalSaveErrorKey(error: unknown): TranslationKey<'legal'> {
  if (error instanceof ApiError && error.code === 'VALIDATION_ERROR' && error.fields?.body) {
    if (error.fields.body === 'REQUIRED') return 'legal:editor.errors.required';
    if (error.fields.body === 'TOO_LONG') return 'legal:editor.errors.tooLong';
  }
  return 'legal:editor.errors.save';
}
