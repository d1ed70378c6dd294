// Form rules of the admin user screens (docs/spec-notes.md, Validation rules and messages). Messages are i18n keys.
import type { MpuReason } from '@common/domain/mpu-reasons';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/domain/value-sets';
import type { ParseKeys } from 'i18next';

/** A key of the admin-users namespace, checked against its German file (as lib/i18n's TranslationKey). */
type AdminUsersKey = `admin-users:${ParseKeys<'admin-users'>}`;

export interface CreateUserFormErrors {
  /** One message for the whole form (the spec's "fill in all required fields"); the form focuses the first empty field. */
  form?: AdminUsersKey;
  email?: AdminUsersKey;
  password?: AdminUsersKey;
}

/**
 * Create user: email and password must be non-empty after trimming (one message for both), then the
 * password needs PASSWORD_MIN_LENGTH characters as typed. The email format is left to the server,
 * whose answer is shown at the field. Null when the form may be sent.
 */
export function validateCreateUserForm({ email, password }: { email: string; password: string }): CreateUserFormErrors | null {
  if (email.trim() === '' || password.trim() === '') {
    return { form: 'admin-users:errors.requiredFields' };
  }
  if (password.length < PASSWORD_MIN_LENGTH) return { password: 'admin-users:errors.passwordTooShort' };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: 'admin-users:errors.passwordTooLong' };
  return null;
}

/** Reset password: required (blank after trimming counts as empty), then the minimum length. */
export function validateNewPassword(newPassword: string): AdminUsersKey | null {
  if (newPassword.trim() === '') return 'admin-users:errors.newPasswordRequired';
  if (newPassword.length < PASSWORD_MIN_LENGTH) return 'admin-users:errors.passwordTooShort';
  if (newPassword.length > PASSWORD_MAX_LENGTH) return 'admin-users:errors.passwordTooLong';
  return null;
}

/**
 * Switches a reason on (appended, so the first chosen stays first: the server stores the first
 * reason as the legacy single value) or off.
 */
export function toggleReason(reasons: readonly MpuReason[], reason: MpuReason): MpuReason[] {
  return reasons.includes(reason) ? reasons.filter((r) => r !== reason) : [...reasons, reason];
}
