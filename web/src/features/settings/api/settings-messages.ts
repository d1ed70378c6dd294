// Server answers of the settings' requests to their messages (docs/spec-notes.md, Error catalogue: the
// section's failure text, with the server's reason when it gave one).
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

/** A reason every request may fail for: rate limit or no connection. */
function commonReasonKey(error: ApiError): TranslationKey<'settings'> | undefined {
  if (error.status === 429 || error.code === 'RATE_LIMITED' || error.code === 'TOO_MANY_REQUESTS') return 'settings:errors.tooManyRequests';
  if (error.isNetworkError) return 'settings:errors.network';
  return undefined;
}

export function getPasswordChangeReasonKey(error: unknown): TranslationKey<'settings'> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'INVALID_PASSWORD') return 'settings:errors.wrongCurrentPassword';
  if (error.code === 'PASSWORD_TOO_SHORT') return 'settings:errors.passwordTooShort';
  if (error.code === 'PASSWORD_TOO_LONG') return 'settings:errors.passwordTooLong';
  return commonReasonKey(error);
}

export function getEmailChangeReasonKey(error: unknown): TranslationKey<'settings'> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'INVALID_PASSWORD') return 'settings:errors.wrongCurrentPassword';
  if (error.code === 'INVALID_EMAIL' || error.code === 'VALIDATION_ERROR') return 'settings:errors.invalidEmail';
  if (/same/i.test(error.message)) return 'settings:errors.emailUnchanged';
  return commonReasonKey(error);
}

/** PUT /api/settings/*: a refused field points at the form; other reasons as above. */
export function getSaveReasonKey(error: unknown): TranslationKey<'settings'> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'VALIDATION_ERROR') return 'settings:errors.checkFields';
  return commonReasonKey(error);
}

const FIELD_MESSAGES: Record<string, TranslationKey<'settings'>> = {
  TOO_LONG: 'settings:errors.tooLong',
  INVALID_DATE: 'settings:errors.invalidDate',
  NEGATIVE: 'settings:errors.childrenNegative',
  TOO_LARGE: 'settings:errors.childrenTooMany',
  TOO_MANY: 'settings:hobbies.full',
  INVALID_DAILY_GOAL: 'settings:errors.dailyGoal',
};

/** The message per field of a 400 VALIDATION_ERROR (hobbies.3 counts for hobbies). */
export function getFieldMessageKeys(error: unknown): Record<string, TranslationKey<'settings'>> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !error.fields) return {};
  const result: Record<string, TranslationKey<'settings'>> = {};
  for (const [path, code] of Object.entries(error.fields)) {
    const field = path.split('.')[0] ?? path;
    result[field] ??= FIELD_MESSAGES[code] ?? 'settings:errors.invalidChoice';
  }
  return result;
}

export function getDeleteAccountErrorKey(error: unknown): TranslationKey<'settings'> {
  if (!(error instanceof ApiError)) return 'settings:myData.deleteFailed';
  if (error.code === 'INVALID_PASSWORD') return 'settings:errors.deleteWrongPassword';
  if (error.code === 'LAST_ADMIN') return 'settings:errors.lastAdmin';
  return commonReasonKey(error) ?? 'settings:myData.deleteFailed';
}
