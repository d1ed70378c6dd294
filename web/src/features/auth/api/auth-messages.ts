// Error codes of better-auth (and our sign-up hook) to the spec's messages (accounts section 8).
import { AuthRequestError } from './auth-request';

export type AuthFlow = 'signIn' | 'signUp' | 'resetRequest' | 'resetConfirm' | 'verification';

export function getAuthErrorMessageKey(error: unknown, flow: AuthFlow): string {
  if (!(error instanceof AuthRequestError)) return 'common:errors.generic';
  const { status, code } = error;
  if (status === 429 || code === 'TOO_MANY_REQUESTS') return 'auth:errors.tooManyRequests';
  if (code === 'EMAIL_NOT_VERIFIED') return 'auth:errors.emailNotConfirmed';
  if (code.startsWith('USER_ALREADY_EXISTS')) return 'auth:errors.alreadyRegistered';
  if (code.includes('SIGN_UP_DISABLED')) return 'auth:errors.signupDisabled';
  if (code === 'MPU_REASON_REQUIRED') return 'auth:errors.reasonRequired';
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
  return error instanceof AuthRequestError && ['INVALID_TOKEN', 'TOKEN_EXPIRED'].includes(error.code);
}
