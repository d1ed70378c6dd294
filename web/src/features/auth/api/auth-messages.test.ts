import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getAuthErrorMessageKey, getRegisterErrorMessageKey, getRegisterFieldMessageKeys, isInvalidTokenError } from './auth-messages';

const error = (status: number, code: string) => new ApiError(status, code, code);

describe('getAuthErrorMessageKey', () => {
  it('maps sign-in answers to the spec catalogue', () => {
    expect(getAuthErrorMessageKey(error(401, 'INVALID_EMAIL_OR_PASSWORD'), 'signIn')).toBe('auth:errors.invalidCredentials');
    expect(getAuthErrorMessageKey(error(403, 'EMAIL_NOT_VERIFIED'), 'signIn')).toBe('auth:errors.emailNotConfirmed');
    expect(getAuthErrorMessageKey(error(429, 'TOO_MANY_REQUESTS'), 'signIn')).toBe('auth:errors.tooManyRequests');
    expect(getAuthErrorMessageKey(error(429, 'HTTP_429'), 'resetRequest')).toBe('auth:errors.tooManyRequests');
  });

  it('explains a sign-in from an address the operator did not configure', () => {
    expect(getAuthErrorMessageKey(error(403, 'UNTRUSTED_ORIGIN'), 'signIn')).toBe('auth:errors.untrustedAddress');
    expect(getAuthErrorMessageKey(error(403, 'INVALID_ORIGIN'), 'signIn')).toBe('auth:errors.untrustedAddress');
  });

  it('maps the registration answers of POST /api/register', () => {
    const apiError = (status: number, code: string, fields?: Record<string, string>) => new ApiError(status, code, code, fields);
    expect(getRegisterErrorMessageKey(apiError(409, 'USER_ALREADY_EXISTS'))).toBe('auth:errors.alreadyRegistered');
    expect(getRegisterErrorMessageKey(apiError(403, 'SIGNUP_DISABLED'))).toBe('auth:errors.signupDisabled');
    expect(getRegisterErrorMessageKey(apiError(500, 'PROFILE_CREATION_FAILED'))).toBe('auth:errors.profileCreationFailed');
    expect(getRegisterErrorMessageKey(apiError(429, 'RATE_LIMITED'))).toBe('auth:errors.tooManyRequests');
    expect(getRegisterErrorMessageKey(apiError(0, 'NETWORK_ERROR'))).toBe('common:errors.generic');
    expect(getRegisterErrorMessageKey(new Error('boom'))).toBe('common:errors.generic');

    const refused = apiError(400, 'VALIDATION_ERROR', {
      email: 'INVALID_EMAIL',
      password: 'PASSWORD_TOO_SHORT',
      mpuReason: 'REASON_REQUIRED',
      healthDataConsent: 'CONSENT_REQUIRED',
    });
    expect(getRegisterFieldMessageKeys(refused)).toEqual({
      email: 'auth:errors.invalidEmail',
      password: 'auth:errors.passwordTooShort',
      mpuReason: 'auth:errors.reasonRequired',
      healthDataConsent: 'auth:errors.consentRequired',
    });
    expect(getRegisterFieldMessageKeys(apiError(409, 'USER_ALREADY_EXISTS'))).toEqual({});
  });

  it('treats a rejected token by flow', () => {
    expect(getAuthErrorMessageKey(error(400, 'INVALID_TOKEN'), 'resetConfirm')).toBe('auth:errors.invalidResetLink');
    expect(getAuthErrorMessageKey(error(401, 'TOKEN_EXPIRED'), 'verification')).toBe('auth:errors.invalidVerificationLink');
    expect(isInvalidTokenError(error(400, 'INVALID_TOKEN'))).toBe(true);
    expect(isInvalidTokenError(error(500, 'INTERNAL_ERROR'))).toBe(false);
  });

  it('falls back to the generic message', () => {
    expect(getAuthErrorMessageKey(error(500, 'INTERNAL_ERROR'), 'signIn')).toBe('common:errors.generic');
    expect(getAuthErrorMessageKey(error(0, 'NETWORK_ERROR'), 'signIn')).toBe('common:errors.generic');
    expect(getAuthErrorMessageKey(new Error('boom'), 'signIn')).toBe('common:errors.generic');
    // a 401 outside sign-in is not "wrong password"
    expect(getAuthErrorMessageKey(error(401, 'UNAUTHORIZED'), 'resetRequest')).toBe('common:errors.generic');
  });
});
