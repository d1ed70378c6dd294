// Form rules of the auth screens (docs/spec-notes.md, Validation rules and messages). Messages are i18n keys, shown with t().
// zod/mini keeps the sign-in chunk small; the rules match the server's (PASSWORD_MIN_LENGTH).
import * as z from 'zod/mini';
import { REGISTRATION_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/domain/value-sets';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

export type RegistrationReason = (typeof REGISTRATION_REASONS)[number];

export function isRegistrationReason(value: unknown): value is RegistrationReason {
  return (REGISTRATION_REASONS as readonly unknown[]).includes(value as MpuReason);
}

const emailField = z.string().check(z.trim(), z.refine(isEmailAddress, { error: 'auth:errors.invalidEmail' }));

const newPasswordField = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'auth:errors.passwordTooShort' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'auth:errors.passwordTooLong' }),
  );

/** Sign-in: both fields required (one message for both), then e-mail format and password length. */
export const LoginFormSchema = z.object({ email: z.string().check(z.trim()), password: z.string() }).check(
  z.refine((value) => value.email !== '' && value.password !== '', {
    error: 'auth:errors.fieldsRequired',
    path: ['root'],
    abort: true,
  }),
  z.refine((value) => isEmailAddress(value.email), { error: 'auth:errors.invalidEmail', path: ['email'] }),
  z.refine((value) => value.password.length >= PASSWORD_MIN_LENGTH, {
    error: 'auth:errors.passwordTooShort',
    path: ['password'],
  }),
);
export type LoginFormValues = z.infer<typeof LoginFormSchema>;
export type LoginFormErrors = Partial<Record<'root' | keyof LoginFormValues, string>>;

/** The sign-in form's checks without a form library: the trimmed values, or the first message per field. */
export function checkLoginForm(values: LoginFormValues): { values: LoginFormValues; errors?: undefined } | { errors: LoginFormErrors } {
  const result = LoginFormSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    errors[field === 'email' || field === 'password' ? field : 'root'] ??= issue.message;
  }
  return { errors };
}

export const RegisterFormSchema = z.object({
  email: emailField,
  password: newPasswordField,
  mpuReason: z.string().check(z.refine(isRegistrationReason, { error: 'auth:errors.reasonRequired' })),
  // GDPR Art. 9(2)(a): the reason reveals alcohol or drug history, so consent is required
  healthDataConsent: z.boolean().check(z.refine((value) => value, { error: 'auth:errors.consentRequired' })),
});
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

export const EmailFormSchema = z.object({ email: emailField });
export type EmailFormValues = z.infer<typeof EmailFormSchema>;

export const NewPasswordFormSchema = z.object({ password: newPasswordField, confirmPassword: z.string() }).check(
  z.refine((value) => value.password === value.confirmPassword, {
    error: 'auth:errors.passwordsMismatch',
    path: ['confirmPassword'],
  }),
);
export type NewPasswordFormValues = z.infer<typeof NewPasswordFormSchema>;

/** The first sign-in with a generated password: the current one, then an own one twice, and it must differ. */
export const OwnPasswordFormSchema = z
  .object({ currentPassword: z.string(), password: newPasswordField, confirmPassword: z.string() })
  .check(
    z.refine((value) => value.currentPassword !== '', { error: 'auth:errors.currentPasswordRequired', path: ['currentPassword'] }),
    z.refine((value) => value.password === value.confirmPassword, { error: 'auth:errors.passwordsMismatch', path: ['confirmPassword'] }),
    z.refine((value) => value.password === '' || value.password !== value.currentPassword, {
      error: 'auth:errors.passwordUnchanged',
      path: ['password'],
    }),
  );
export type OwnPasswordFormValues = z.infer<typeof OwnPasswordFormSchema>;
