import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  createEmailChangeFormSchema,
  DeleteAccountFormSchema,
  EducationFormSchema,
  isIsoDate,
  LivingFormSchema,
  PasswordChangeFormSchema,
  PersonalFormSchema,
  RemindersFormSchema,
  toReminderSettings,
  toRemindersFormValues,
  toEducation,
  toEducationFormValues,
  toLivingFormValues,
  toLivingSituation,
  toPersonalDetails,
  toPersonalFormValues,
} from './form-schemas';

function messages(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '(form)', issue.message]));
}

describe('email change', () => {
  const schema = createEmailChangeFormSchema('lea@example.org');

  it('happens only when the address changed', () => {
    const currentPassword = 'geheim123';
    expect(messages(schema, { newEmail: 'lea@example.org', currentPassword })).toEqual({ newEmail: 'settings:errors.emailUnchanged' });
    expect(messages(schema, { newEmail: ' LEA@example.org ', currentPassword })).toEqual({ newEmail: 'settings:errors.emailUnchanged' });
    expect(schema.parse({ newEmail: ' neu@example.org ', currentPassword })).toEqual({ newEmail: 'neu@example.org', currentPassword });
  });

  it('needs an email address and the current password', () => {
    expect(messages(schema, { newEmail: '', currentPassword: 'geheim123' })).toEqual({ newEmail: 'settings:errors.invalidEmail' });
    expect(messages(schema, { newEmail: 'lea@', currentPassword: 'geheim123' })).toEqual({ newEmail: 'settings:errors.invalidEmail' });
    expect(messages(schema, { newEmail: 'neu@example.org', currentPassword: '' })).toEqual({
      currentPassword: 'settings:errors.currentPasswordRequired',
    });
  });
});

describe('password change', () => {
  const valid = { currentPassword: 'geheim123', newPassword: 'neuesPasswort1', confirmPassword: 'neuesPasswort1' };

  it('accepts two equal new passwords of at least 6 characters', () => {
    expect(PasswordChangeFormSchema.safeParse(valid).success).toBe(true);
  });

  it("says 'Passwörter stimmen nicht überein' when the entries differ", () => {
    expect(messages(PasswordChangeFormSchema, { ...valid, confirmPassword: 'neuesPasswort2' })).toEqual({
      confirmPassword: 'settings:errors.passwordsMismatch',
    });
    expect(messages(PasswordChangeFormSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'settings:errors.passwordsMismatch',
    });
  });

  it('needs every field', () => {
    expect(messages(PasswordChangeFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'settings:errors.currentPasswordRequired',
      newPassword: 'settings:errors.newPasswordRequired',
    });
    expect(messages(PasswordChangeFormSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'settings:errors.passwordTooShort',
    });
  });
});

describe('personal details', () => {
  const address = { street: 'Lindenstraße 5', postalCode: '10969', city: 'Berlin' };

  it('maps between the API and the form; an empty middle name is null, the address is trimmed', () => {
    const details = { firstName: 'Lea', middleName: null, lastName: 'Öztürk', birthDate: '1990-04-12', ...address };
    const values = toPersonalFormValues(details);
    expect(values).toEqual({ firstName: 'Lea', middleName: '', lastName: 'Öztürk', birthDate: '1990-04-12', ...address });
    expect(toPersonalDetails({ ...values, firstName: ' Lea ', middleName: '  ', street: ' Lindenstraße 5 ', city: 'Berlin ' })).toEqual(
      details,
    );
    expect(toPersonalDetails({ ...values, middleName: ' Marie ' }).middleName).toBe('Marie');
  });

  it('takes no birth date or a real past one, names of at most 100 characters, and an address that may stay empty', () => {
    const values = { firstName: 'Lea', middleName: '', lastName: 'Öztürk', birthDate: '1990-04-12', ...address };
    expect(messages(PersonalFormSchema, { ...values, street: '', postalCode: '', city: '' })).toEqual({});
    expect(messages(PersonalFormSchema, { ...values, street: 'x'.repeat(201), postalCode: '1'.repeat(21) })).toEqual({
      street: 'settings:errors.tooLong',
      postalCode: 'settings:errors.tooLong',
    });
    expect(messages(PersonalFormSchema, values)).toEqual({});
    expect(messages(PersonalFormSchema, { ...values, birthDate: '' })).toEqual({});
    expect(toPersonalDetails({ ...values, birthDate: '' }).birthDate).toBeNull();
    expect(messages(PersonalFormSchema, { ...values, birthDate: '2999-01-01' })).toEqual({ birthDate: 'settings:errors.invalidDate' });
    expect(messages(PersonalFormSchema, { ...values, birthDate: '1990-02-30' })).toEqual({ birthDate: 'settings:errors.invalidDate' });
    expect(messages(PersonalFormSchema, { ...values, lastName: 'x'.repeat(101) })).toEqual({ lastName: 'settings:errors.tooLong' });
  });

  it('knows which days exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('12.04.1990')).toBe(false);
  });
});

describe('living situation', () => {
  const living = {
    city: 'Köln',
    livingSituation: 'partner' as const,
    relationshipStatus: null,
    childrenCount: 2,
    hasSiblings: true,
    siblingsInfo: 'Ein Bruder',
    parentsInfo: 'Leben in Bonn',
  };

  it('maps between the API and the form', () => {
    const values = toLivingFormValues(living);
    expect(values).toMatchObject({ relationshipStatus: '', childrenCount: '2' });
    expect(toLivingSituation(values)).toEqual(living);
  });

  it('turns a children count that is not a number into 0', () => {
    const values = toLivingFormValues(living);
    expect(toLivingSituation({ ...values, childrenCount: '' }).childrenCount).toBe(0);
    expect(toLivingSituation({ ...values, childrenCount: 'zwei' }).childrenCount).toBe(0);
    expect(toLivingSituation({ ...values, childrenCount: '3' }).childrenCount).toBe(3);
    expect(messages(LivingFormSchema, { ...values, childrenCount: 'zwei' })).toEqual({});
  });

  it('refuses a negative children count', () => {
    expect(messages(LivingFormSchema, { ...toLivingFormValues(living), childrenCount: '-1' })).toEqual({
      childrenCount: 'settings:errors.childrenNegative',
    });
  });

  it('drops the siblings info when "has siblings" is not ticked', () => {
    expect(toLivingSituation({ ...toLivingFormValues(living), hasSiblings: false }).siblingsInfo).toBe('');
  });

  it('accepts only the offered choices', () => {
    expect(messages(LivingFormSchema, { ...toLivingFormValues(living), livingSituation: 'castle' })).toEqual({
      livingSituation: 'settings:errors.invalidChoice',
    });
  });
});

describe('education', () => {
  it('maps between the API and the form; no choice is null', () => {
    const education = { education: null, highestDegree: 'abitur' as const, occupation: 'Pflegefachkraft' };
    const values = toEducationFormValues(education);
    expect(values).toEqual({ education: '', highestDegree: 'abitur', occupation: 'Pflegefachkraft' });
    expect(toEducation(values)).toEqual(education);
    expect(messages(EducationFormSchema, { ...values, highestDegree: 'diplom' })).toEqual({
      highestDegree: 'settings:errors.invalidChoice',
    });
  });
});

describe('account deletion', () => {
  it('needs the password', () => {
    expect(messages(DeleteAccountFormSchema, { password: '' })).toEqual({ password: 'settings:errors.deletePasswordRequired' });
    expect(DeleteAccountFormSchema.safeParse({ password: 'geheim123' }).success).toBe(true);
  });
});

describe('RemindersFormSchema', () => {
  it('takes the selects’ strings and gives the API numbers, and back', () => {
    const values = RemindersFormSchema.parse({ frequency: 'weekly', hour: '7', weekday: '3' });
    expect(toReminderSettings(values)).toEqual({ frequency: 'weekly', hour: 7, weekday: 3 });
    expect(toRemindersFormValues({ frequency: 'daily', hour: 18, weekday: 1 })).toEqual({ frequency: 'daily', hour: '18', weekday: '1' });
  });

  it('refuses an hour or a frequency the selects do not offer', () => {
    expect(RemindersFormSchema.safeParse({ frequency: 'daily', hour: '24', weekday: '1' }).success).toBe(false);
    expect(RemindersFormSchema.safeParse({ frequency: 'hourly', hour: '18', weekday: '1' }).success).toBe(false);
    expect(RemindersFormSchema.safeParse({ frequency: 'weekly', hour: '0', weekday: '8' }).success).toBe(false);
  });
});
