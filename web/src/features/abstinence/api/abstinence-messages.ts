import type { TranslationKey } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';

const KNOWN_CODES = [
  'CONSENT_REQUIRED',
  'PROGRAMME_REQUIRED',
  'ENTRY_NOT_FOUND',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TYPE_MISMATCH',
  'EMPTY_FILE',
  'VALIDATION_ERROR',
  'NETWORK_ERROR',
] as const;

/** The text of a failed request, by its error code. */
export function getAbstinenceErrorKey(error: unknown): TranslationKey<'abstinence'> {
  const code = error instanceof ApiError ? error.code : '';
  return (KNOWN_CODES as readonly string[]).includes(code)
    ? (`abstinence:errors.${code as (typeof KNOWN_CODES)[number]}` as const)
    : 'abstinence:errors.generic';
}
