// Error codes of better-auth and of POST /api/register to the messages of docs/spec-notes.md, Error catalogue.
// Both arrive as ApiError: better-auth's client answers through unwrapAuthResult, our routes through callApi.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type AuthFlow = 'signIn' | 'resetRequest' | 'resetConfirm' | 'verification';

export function getAuthErrorMessageKey(error: unknown, flow: AuthFlow): TranslationKey<'auth' | 'common'> {
  if (!(error instanceof ApiError)) return 'common:errors.generic';
  const { status, code } = error;
  if (status === 429 || code === 'TOO_MANY_REQUESTS') return 'auth:errors.tooManyRequests';
  // the page was opened at an address the operator did not configure (APP_URL / TRUSTED_ORIGINS)
  // (the platform's own check answers UNTRUSTED_ORIGIN before better-auth's INVALID_ORIGIN can)
  if (code === 'UNTRUSTED_ORIGIN' || code === 'INVALID_ORIGIN') return 'auth:errors.untrustedAddress';
  if (code === 'EMAIL_NOT_VERIFIED') return 'auth:errors.emailNotConfirmed';
  if (code === 'PASSWORD_TOO_SHORT') return 'auth:errors.passwordTooShort';
  if (code === 'INVALID_EMAIL') return 'auth:errors.invalidEmail';
  if (flow === 'signIn' && (code === 'INVALID_EMAIL_OR_PASSWORD' || status === 401)) {
    return 'auth:errors.invalidCredentials';
  }
  if (flow === 'resetConfirm' && (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED')) {
    return 'auth:errors.invalidResetLink';
  }
  if (flow === 'verification' && (code === 'INVALID_TOKEN' || code === 'TOKEN_EXPIRED' || code === 'USER_NOT_FOUND')) {
    return 'auth:errors.invalidVerificationLink';
  }
  return 'common:errors.generic';
}

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && ['INVALID_TOKEN', 'TOKEN_EXPIRED'].includes(error.code);
}

/** Field codes of the registration's 400 answer to the form's messages. */
const REGISTER_FIELD_MESSAGES: Record<string, TranslationKey<'auth' | 'common'>> = {
  REQUIRED: 'auth:errors.invalidEmail',
  INVALID_EMAIL: 'auth:errors.invalidEmail',
  PASSWORD_TOO_SHORT: 'auth:errors.passwordTooShort',
  PASSWORD_TOO_LONG: 'auth:errors.passwordTooLong',
  REASON_REQUIRED: 'auth:errors.reasonRequired',
  CONSENT_REQUIRED: 'auth:errors.consentRequired',
};

export type RegisterField = 'email' | 'password' | 'mpuReason' | 'healthDataConsent';
const REGISTER_FIELDS: readonly RegisterField[] = ['email', 'password', 'mpuReason', 'healthDataConsent'];

/** The message for each field the server refused (400 VALIDATION_ERROR); empty for any other answer. */
export function getRegisterFieldMessageKeys(error: unknown): Partial<Record<RegisterField, TranslationKey<'auth' | 'common'>>> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !error.fields) return {};
  const result: Partial<Record<RegisterField, TranslationKey<'auth' | 'common'>>> = {};
  for (const field of REGISTER_FIELDS) {
    const code = error.fields[field];
    if (code) result[field] = REGISTER_FIELD_MESSAGES[code] ?? 'common:errors.generic';
  }
  return result;
}

/** POST /api/register's answers to the spec's messages. */
export function getRegisterErrorMessageKey(error: unknown): TranslationKey<'auth' | 'common'> {
  if (!(error instanceof ApiError)) return 'common:errors.generic';
  if (error.status === 429 || error.code === 'RATE_LIMITED') return 'auth:errors.tooManyRequests';
  if (error.code === 'USER_ALREADY_EXISTS') return 'auth:errors.alreadyRegistered';
  if (error.code === 'SIGNUP_DISABLED') return 'auth:errors.signupDisabled';
  if (error.code === 'PROFILE_CREATION_FAILED') return 'auth:errors.profileCreationFailed';
  return 'common:errors.generic';
}
