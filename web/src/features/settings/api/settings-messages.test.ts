import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  getDeleteAccountErrorKey,
  getEmailChangeReasonKey,
  getFieldMessageKeys,
  getPasswordChangeReasonKey,
  getSaveReasonKey,
} from './settings-messages';

const error = (status: number, code: string, fields?: Record<string, string>, message = code) =>
  new ApiError(status, code, message, fields);

describe('settings messages', () => {
  it('names a wrong current password clearly', () => {
    expect(getPasswordChangeReasonKey(error(400, 'INVALID_PASSWORD'))).toBe('settings:errors.wrongCurrentPassword');
    expect(getPasswordChangeReasonKey(error(429, 'HTTP_429'))).toBe('settings:errors.tooManyRequests');
    expect(getPasswordChangeReasonKey(error(500, 'INTERNAL'))).toBeUndefined();
    expect(getPasswordChangeReasonKey(new Error('boom'))).toBeUndefined();
  });

  it('explains a refused email change', () => {
    expect(getEmailChangeReasonKey(error(400, 'HTTP_400', undefined, 'Email is the same'))).toBe('settings:errors.emailUnchanged');
    expect(getEmailChangeReasonKey(error(400, 'VALIDATION_ERROR'))).toBe('settings:errors.invalidEmail');
    expect(getEmailChangeReasonKey(error(0, 'NETWORK_ERROR'))).toBe('settings:errors.network');
  });

  it('points at the refused fields of a save', () => {
    const refused = error(400, 'VALIDATION_ERROR', {
      birthDate: 'INVALID_DATE',
      childrenCount: 'NEGATIVE',
      'hobbies.3': 'TOO_LONG',
      livingSituation: 'Invalid option',
    });
    expect(getSaveReasonKey(refused)).toBe('settings:errors.checkFields');
    expect(getFieldMessageKeys(refused)).toEqual({
      birthDate: 'settings:errors.invalidDate',
      childrenCount: 'settings:errors.childrenNegative',
      hobbies: 'settings:errors.tooLong',
      livingSituation: 'settings:errors.invalidChoice',
    });
    expect(getFieldMessageKeys(error(500, 'INTERNAL'))).toEqual({});
  });

  it('explains a refused account deletion', () => {
    expect(getDeleteAccountErrorKey(error(403, 'INVALID_PASSWORD'))).toBe('settings:errors.deleteWrongPassword');
    expect(getDeleteAccountErrorKey(error(409, 'LAST_ADMIN'))).toBe('settings:errors.lastAdmin');
    expect(getDeleteAccountErrorKey(error(500, 'INTERNAL'))).toBe('settings:myData.deleteFailed');
  });
});
