import { describe, expect, it } from 'vitest';
import { getAuthErrorMessageKey, isInvalidTokenError } from './auth-messages';
import { AuthRequestError } from './auth-request';

const error = (status: number, code: string) => new AuthRequestError(status, code, code);

describe('getAuthErrorMessageKey', () => {
  it('maps sign-in answers to the spec catalogue', () => {
    expect(getAuthErrorMessageKey(error(401, 'INVALID_EMAIL_OR_PASSWORD'), 'signIn')).toBe('auth:errors.invalidCredentials');
    expect(getAuthErrorMessageKey(error(403, 'EMAIL_NOT_VERIFIED'), 'signIn')).toBe('auth:errors.emailNotConfirmed');
    expect(getAuthErrorMessageKey(error(429, 'TOO_MANY_REQUESTS'), 'signIn')).toBe('auth:errors.tooManyRequests');
    expect(getAuthErrorMessageKey(error(429, 'HTTP_429'), 'resetRequest')).toBe('auth:errors.tooManyRequests');
  });

  it('maps sign-up answers', () => {
    expect(getAuthErrorMessageKey(error(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'), 'signUp')).toBe('auth:errors.alreadyRegistered');
    expect(getAuthErrorMessageKey(error(422, 'USER_ALREADY_EXISTS'), 'signUp')).toBe('auth:errors.alreadyRegistered');
    expect(getAuthErrorMessageKey(error(400, 'EMAIL_PASSWORD_SIGN_UP_DISABLED'), 'signUp')).toBe('auth:errors.signupDisabled');
    expect(getAuthErrorMessageKey(error(400, 'MPU_REASON_REQUIRED'), 'signUp')).toBe('auth:errors.reasonRequired');
    expect(getAuthErrorMessageKey(error(400, 'PASSWORD_TOO_SHORT'), 'signUp')).toBe('auth:errors.passwordTooShort');
  });

  it('treats a rejected token by flow', () => {
    expect(getAuthErrorMessageKey(error(400, 'INVALID_TOKEN'), 'resetConfirm')).toBe('auth:errors.invalidResetLink');
    expect(getAuthErrorMessageKey(error(401, 'TOKEN_EXPIRED'), 'verification')).toBe('auth:errors.invalidVerificationLink');
    expect(isInvalidTokenError(error(400, 'INVALID_TOKEN'))).toBe(true);
    expect(isInvalidTokenError(error(500, 'INTERNAL_ERROR'))).toBe(false);
  });

  it('falls back to the generic message', () => {
    expect(getAuthErrorMessageKey(error(500, 'INTERNAL_ERROR'), 'signIn')).toBe('common:errors.generic');
    expect(getAuthErrorMessageKey(error(0, 'NETWORK_ERROR'), 'signUp')).toBe('common:errors.generic');
    expect(getAuthErrorMessageKey(new Error('boom'), 'signIn')).toBe('common:errors.generic');
    // a 401 outside sign-in is not "wrong password"
    expect(getAuthErrorMessageKey(error(401, 'UNAUTHORIZED'), 'resetRequest')).toBe('common:errors.generic');
  });
});
