import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  checkLoginForm,
  EmailFormSchema,
  isEmailAddress,
  LoginFormSchema,
  NewPasswordFormSchema,
  OwnPasswordFormSchema,
  RegisterFormSchema,
} from './form-schemas';

function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '(form)', issue.message]));
}

describe('sign-in form', () => {
  it('asks for both fields with one message', () => {
    expect(messages(LoginFormSchema, { email: '', password: '' })).toEqual({ root: 'auth:errors.fieldsRequired' });
    expect(messages(LoginFormSchema, { email: '  ', password: 'geheim123' })).toEqual({ root: 'auth:errors.fieldsRequired' });
    expect(messages(LoginFormSchema, { email: 'a@b.de', password: '' })).toEqual({ root: 'auth:errors.fieldsRequired' });
  });

  it('checks the e-mail format and the minimum password length', () => {
    expect(messages(LoginFormSchema, { email: 'kein-at', password: '123' })).toEqual({
      email: 'auth:errors.invalidEmail',
      password: 'auth:errors.passwordTooShort',
    });
    expect(messages(LoginFormSchema, { email: ' lea@example.org ', password: '123456' })).toEqual({});
  });

  it('checkLoginForm gives the page one message per field, or the trimmed values to send', () => {
    expect(checkLoginForm({ email: '', password: '' })).toEqual({ errors: { root: 'auth:errors.fieldsRequired' } });
    expect(checkLoginForm({ email: 'kein-at', password: '123' })).toEqual({
      errors: { email: 'auth:errors.invalidEmail', password: 'auth:errors.passwordTooShort' },
    });
    expect(checkLoginForm({ email: ' lea@example.org ', password: 'geheim1' })).toEqual({
      values: { email: 'lea@example.org', password: 'geheim1' },
    });
  });
});

describe('registration form', () => {
  const valid = { email: 'lea@example.org', password: '123456', mpuReason: 'drugs', healthDataConsent: true };

  it('needs a registration reason', () => {
    expect(messages(RegisterFormSchema, { ...valid, mpuReason: '' })).toEqual({ mpuReason: 'auth:errors.reasonRequired' });
    expect(messages(RegisterFormSchema, { ...valid, mpuReason: 'speeding' })).toEqual({ mpuReason: 'auth:errors.reasonRequired' });
    // all five reasons, criminal offences included (docs/ARCHITECTURE.md, difference 8)
    expect(messages(RegisterFormSchema, { ...valid, mpuReason: 'criminal' })).toEqual({});
  });

  it('needs at least 6 password characters', () => {
    expect(messages(RegisterFormSchema, { ...valid, password: '12345' })).toEqual({ password: 'auth:errors.passwordTooShort' });
    expect(RegisterFormSchema.safeParse({ ...valid, mpuReason: 'medizinalcannabis' }).success).toBe(true);
  });

  it('needs the consent to process health data', () => {
    expect(messages(RegisterFormSchema, { ...valid, healthDataConsent: false })).toEqual({
      healthDataConsent: 'auth:errors.consentRequired',
    });
    expect(messages(RegisterFormSchema, { email: '', password: '', mpuReason: '', healthDataConsent: false })).toEqual({
      email: 'auth:errors.invalidEmail',
      password: 'auth:errors.passwordTooShort',
      mpuReason: 'auth:errors.reasonRequired',
      healthDataConsent: 'auth:errors.consentRequired',
    });
  });
});

describe('reset request form', () => {
  it('rejects missing and malformed addresses', () => {
    expect(messages(EmailFormSchema, { email: '' })).toEqual({ email: 'auth:errors.invalidEmail' });
    expect(messages(EmailFormSchema, { email: 'lea@' })).toEqual({ email: 'auth:errors.invalidEmail' });
    expect(EmailFormSchema.parse({ email: ' lea@example.org ' })).toEqual({ email: 'lea@example.org' });
  });
});

describe('new password form', () => {
  it('needs two equal entries of at least 6 characters', () => {
    expect(messages(NewPasswordFormSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: 'auth:errors.passwordsMismatch',
    });
    expect(messages(NewPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'auth:errors.passwordTooShort',
    });
    expect(NewPasswordFormSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success).toBe(true);
  });
});

describe('bounds shared with the server', () => {
  it('refuses an address over 254 characters and a password over 128', () => {
    expect(isEmailAddress(`${'a'.repeat(243)}@example.org`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(242)}@example.org`)).toBe(true);
    const register = (password: string) =>
      RegisterFormSchema.safeParse({ email: 'lea@example.org', password, mpuReason: 'alcohol', healthDataConsent: true });
    expect(register('x'.repeat(128)).success).toBe(true);
    expect(register('x'.repeat(129)).error?.issues.map((issue) => issue.message)).toEqual(['auth:errors.passwordTooLong']);
  });
});

describe('own password after a generated one', () => {
  it('needs the current password, a new one of at least 6 characters twice, and not the generated one again', () => {
    expect(messages(OwnPasswordFormSchema, { currentPassword: 'erzeugt-abc', password: 'eigenes1', confirmPassword: 'eigenes1' })).toEqual(
      {},
    );
    expect(messages(OwnPasswordFormSchema, { currentPassword: '', password: 'eigenes1', confirmPassword: 'eigenes1' })).toEqual({
      currentPassword: 'auth:errors.currentPasswordRequired',
    });
    expect(messages(OwnPasswordFormSchema, { currentPassword: 'erzeugt-abc', password: 'kurz', confirmPassword: 'kurz' })).toEqual({
      password: 'auth:errors.passwordTooShort',
    });
    expect(messages(OwnPasswordFormSchema, { currentPassword: 'erzeugt-abc', password: 'eigenes1', confirmPassword: 'eigenes2' })).toEqual({
      confirmPassword: 'auth:errors.passwordsMismatch',
    });
    expect(
      messages(OwnPasswordFormSchema, { currentPassword: 'erzeugt-abc', password: 'erzeugt-abc', confirmPassword: 'erzeugt-abc' }),
    ).toEqual({ password: 'auth:errors.passwordUnchanged' });
  });
});
