// Error codes of the admin user API to the messages of docs/spec-notes.md, Error catalogue. The spec's pattern:
// the server's own message when it answered, else a "could not …" text, and a "Fehler beim …" text
// when the request failed without an answer. Our server answers with codes, translated here.
import { ApiError } from '../../../lib/api-client';
import type { TranslationKey } from '../../../lib/i18n';

export type AdminUserAction = 'load' | 'create' | 'update' | 'permissions' | 'resetPassword' | 'delete';

// answered by the server, but with no code we know
const REJECTED: Record<AdminUserAction, TranslationKey<'admin-users'>> = {
  load: 'admin-users:errors.loadFailed',
  create: 'admin-users:errors.createFailed',
  update: 'admin-users:errors.updateFailed',
  permissions: 'admin-users:errors.permissionsFailed',
  resetPassword: 'admin-users:errors.resetFailed',
  delete: 'admin-users:errors.deleteFailed',
};

// no answer at all (offline, server down) or an unexpected exception
const FAILED: Record<AdminUserAction, TranslationKey<'admin-users'>> = {
  load: 'admin-users:errors.loadFailed',
  create: 'admin-users:errors.createError',
  update: 'admin-users:errors.updateFailed',
  permissions: 'admin-users:errors.permissionsFailed',
  resetPassword: 'admin-users:errors.resetError',
  delete: 'admin-users:errors.deleteError',
};

const BY_CODE: Record<string, TranslationKey<'admin-users'>> = {
  USER_ALREADY_EXISTS: 'admin-users:errors.userExists',
  CANNOT_DELETE_SELF: 'admin-users:errors.cannotDeleteSelf',
  CANNOT_DEMOTE_SELF: 'admin-users:errors.cannotDemoteSelf',
  LAST_ADMIN: 'admin-users:errors.lastAdmin',
  USER_NOT_FOUND: 'admin-users:errors.userNotFound',
};

export function getAdminErrorMessageKey(error: unknown, action: AdminUserAction): TranslationKey<'admin-users'> {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (action !== 'load' && BY_CODE[error.code]) return BY_CODE[error.code]!;
  return REJECTED[action];
}

export interface FormFieldErrors {
  email?: TranslationKey<'admin-users'>;
  password?: TranslationKey<'admin-users'>;
}

/**
 * Field messages from a 400 VALIDATION_ERROR (or the 409 on a taken address) for the create form
 * (`email`, `password`) or the reset form (`newPassword`, shown as `password`). Empty when the answer
 * names no field the form shows.
 */
export function getFieldErrorKeys(error: unknown, form: 'create' | 'resetPassword'): FormFieldErrors {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const { email, password, newPassword } = error.fields;
  const out: FormFieldErrors = {};
  const required = form === 'create' ? 'admin-users:errors.requiredFields' : 'admin-users:errors.newPasswordRequired';
  const keyFor = (code: string | undefined) =>
    code === 'REQUIRED'
      ? required
      : code === 'INVALID_EMAIL'
        ? 'admin-users:errors.invalidEmail'
        : code === 'PASSWORD_TOO_SHORT'
          ? 'admin-users:errors.passwordTooShort'
          : code === 'USER_ALREADY_EXISTS'
            ? 'admin-users:errors.userExists'
            : undefined;
  if (form === 'create') {
    const emailKey = keyFor(email);
    if (emailKey) out.email = emailKey;
  }
  const passwordKey = keyFor(form === 'create' ? password : newPassword);
  if (passwordKey) out.password = passwordKey;
  return out;
}
