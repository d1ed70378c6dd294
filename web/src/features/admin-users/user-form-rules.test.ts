import { describe, expect, it } from 'vitest';
import { toggleReason, validateCreateUserForm, validateNewPassword } from './user-form-rules';

describe('create user form', () => {
  it('asks for all required fields with one message when email or password is blank after trimming', () => {
    const required = { form: 'admin-users:errors.requiredFields' };
    expect(validateCreateUserForm({ email: '', password: '' })).toEqual(required);
    expect(validateCreateUserForm({ email: '   ', password: 'geheim123' })).toEqual(required);
    expect(validateCreateUserForm({ email: 'lea@example.org', password: '      ' })).toEqual(required);
  });

  it('then needs at least 6 password characters', () => {
    expect(validateCreateUserForm({ email: 'lea@example.org', password: '12345' })).toEqual({
      password: 'admin-users:errors.passwordTooShort',
    });
    expect(validateCreateUserForm({ email: 'lea@example.org', password: '123456' })).toBeNull();
    // the password is taken as typed, spaces included
    expect(validateCreateUserForm({ email: ' lea@example.org ', password: ' 1234 ' })).toBeNull();
  });

  it('leaves the email format to the server', () => {
    expect(validateCreateUserForm({ email: 'kein-at', password: '123456' })).toBeNull();
  });
});

describe('reset password form', () => {
  it('needs a new password of at least 6 characters', () => {
    expect(validateNewPassword('')).toBe('admin-users:errors.newPasswordRequired');
    expect(validateNewPassword('   ')).toBe('admin-users:errors.newPasswordRequired');
    expect(validateNewPassword('abc')).toBe('admin-users:errors.passwordTooShort');
    expect(validateNewPassword('abcdef')).toBeNull();
  });
});

describe('reason toggles', () => {
  it('appends a reason switched on, so the first chosen stays first, and removes one switched off', () => {
    expect(toggleReason([], 'criminal')).toEqual(['criminal']);
    expect(toggleReason(['criminal'], 'alcohol')).toEqual(['criminal', 'alcohol']);
    expect(toggleReason(['criminal', 'alcohol'], 'criminal')).toEqual(['alcohol']);
  });
});

describe("the server's upper bound", () => {
  it('refuses passwords over 128 characters when creating a user or resetting a password', () => {
    expect(validateCreateUserForm({ email: 'lea@example.org', password: 'x'.repeat(129) })).toEqual({
      password: 'admin-users:errors.passwordTooLong',
    });
    expect(validateNewPassword('x'.repeat(129))).toBe('admin-users:errors.passwordTooLong');
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
  });
});
