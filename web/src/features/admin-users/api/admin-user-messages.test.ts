import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { getAdminErrorMessageKey, getFieldErrorKeys } from './admin-user-messages';

const error = (status: number, code: string, fields?: Record<string, string>) => new ApiError(status, code, code, fields);

describe('getAdminErrorMessageKey', () => {
  it('names the safety rules clearly', () => {
    expect(getAdminErrorMessageKey(error(409, 'CANNOT_DELETE_SELF'), 'delete')).toBe('admin-users:errors.cannotDeleteSelf');
    expect(getAdminErrorMessageKey(error(409, 'CANNOT_DEMOTE_SELF'), 'update')).toBe('admin-users:errors.cannotDemoteSelf');
    expect(getAdminErrorMessageKey(error(409, 'LAST_ADMIN'), 'delete')).toBe('admin-users:errors.lastAdmin');
    expect(getAdminErrorMessageKey(error(409, 'LAST_ADMIN'), 'update')).toBe('admin-users:errors.lastAdmin');
    expect(getAdminErrorMessageKey(error(409, 'USER_ALREADY_EXISTS'), 'create')).toBe('admin-users:errors.userExists');
    expect(getAdminErrorMessageKey(error(404, 'USER_NOT_FOUND'), 'resetPassword')).toBe('admin-users:errors.userNotFound');
  });

  it('uses the "could not" text when the server answered with something else', () => {
    expect(getAdminErrorMessageKey(error(500, 'INTERNAL_ERROR'), 'create')).toBe('admin-users:errors.createFailed');
    expect(getAdminErrorMessageKey(error(500, 'INTERNAL_ERROR'), 'delete')).toBe('admin-users:errors.deleteFailed');
    expect(getAdminErrorMessageKey(error(500, 'INTERNAL_ERROR'), 'resetPassword')).toBe('admin-users:errors.resetFailed');
    expect(getAdminErrorMessageKey(error(403, 'FORBIDDEN'), 'update')).toBe('admin-users:errors.updateFailed');
    expect(getAdminErrorMessageKey(error(500, 'INTERNAL_ERROR'), 'load')).toBe('admin-users:errors.loadFailed');
  });

  it('uses the "Fehler beim …" text when there was no answer', () => {
    expect(getAdminErrorMessageKey(error(0, 'NETWORK_ERROR'), 'create')).toBe('admin-users:errors.createError');
    expect(getAdminErrorMessageKey(error(0, 'NETWORK_ERROR'), 'delete')).toBe('admin-users:errors.deleteError');
    expect(getAdminErrorMessageKey(new TypeError('boom'), 'resetPassword')).toBe('admin-users:errors.resetError');
    expect(getAdminErrorMessageKey(error(0, 'NETWORK_ERROR'), 'load')).toBe('admin-users:errors.loadFailed');
  });
});

describe('getFieldErrorKeys', () => {
  it('maps the create form fields', () => {
    expect(getFieldErrorKeys(error(400, 'VALIDATION_ERROR', { email: 'INVALID_EMAIL' }), 'create')).toEqual({
      email: 'admin-users:errors.invalidEmail',
    });
    expect(getFieldErrorKeys(error(409, 'USER_ALREADY_EXISTS', { email: 'USER_ALREADY_EXISTS' }), 'create')).toEqual({
      email: 'admin-users:errors.userExists',
    });
    expect(getFieldErrorKeys(error(400, 'VALIDATION_ERROR', { email: 'REQUIRED', password: 'PASSWORD_TOO_SHORT' }), 'create')).toEqual({
      email: 'admin-users:errors.requiredFields',
      password: 'admin-users:errors.passwordTooShort',
    });
  });

  it('maps the reset form field', () => {
    expect(getFieldErrorKeys(error(400, 'VALIDATION_ERROR', { newPassword: 'REQUIRED' }), 'resetPassword')).toEqual({
      password: 'admin-users:errors.newPasswordRequired',
    });
    expect(getFieldErrorKeys(error(400, 'VALIDATION_ERROR', { newPassword: 'PASSWORD_TOO_SHORT' }), 'resetPassword')).toEqual({
      password: 'admin-users:errors.passwordTooShort',
    });
  });

  it('is empty for answers without known fields', () => {
    expect(getFieldErrorKeys(error(500, 'INTERNAL_ERROR'), 'create')).toEqual({});
    expect(getFieldErrorKeys(error(400, 'VALIDATION_ERROR', { role: 'Invalid option' }), 'create')).toEqual({});
    expect(getFieldErrorKeys(new Error('x'), 'create')).toEqual({});
  });
});
