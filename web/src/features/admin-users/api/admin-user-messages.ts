// Error codes of the admin user API to the spec's messages (accounts section 8). The spec's pattern:
// the server's own message when it answered, else a "could not …" text, and a "Fehler beim …" text
// when the request failed without an answer. Our server answers with codes, translated here.
import { ApiError } from '../../../lib/api-client';

export type AdminUserAction = 'load' | 'create' | 'update' | 'permissions' | 'resetPassword' | 'delete';

// answered by the server, but with no code we know
const REJECTED: Record<AdminUserAction, string> = {
  load: 'admin:errors.loadFailed',
  create: 'admin:errors.createFailed',
  update: 'admin:errors.updateFailed',
  permissions: 'admin:errors.permissionsFailed',
  resetPassword: 'admin:errors.resetFailed',
  delete: 'admin:errors.deleteFailed',
};

// no answer at all (offline, server down) or an unexpected exception
const FAILED: Record<AdminUserAction, string> = {
  load: 'admin:errors.loadFailed',
  create: 'admin:errors.createError',
  update: 'admin:errors.updateFailed',
  permissions: 'admin:errors.permissionsFailed',
  resetPassword: 'admin:errors.resetError',
  delete: 'admin:errors.deleteError',
};

const BY_CODE: Record<string, string> = {
  USER_ALREADY_EXISTS: 'admin:errors.userExists',
  CANNOT_DELETE_SELF: 'admin:errors.cannotDeleteSelf',
  CANNOT_DEMOTE_SELF: 'admin:errors.cannotDemoteSelf',
  LAST_ADMIN: 'admin:errors.lastAdmin',
  USER_NOT_FOUND: 'admin:errors.userNotFound',
};

export function getAdminErrorMessageKey(error: unknown, action: AdminUserAction): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return FAILED[action];
  if (action !== 'load' && BY_CODE[error.code]) return BY_CODE[error.code]!;
  return REJECTED[action];
}

export interface FormFieldErrors {
  email?: string;
  password?: string;
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
  const required = form === 'create' ? 'admin:errors.requiredFields' : 'admin:errors.newPasswordRequired';
  const keyFor = (code: string | undefined) =>
    code === 'REQUIRED'
      ? required
      : code === 'INVALID_EMAIL'
        ? 'admin:errors.invalidEmail'
        : code === 'PASSWORD_TOO_SHORT'
          ? 'admin:errors.passwordTooShort'
          : code === 'USER_ALREADY_EXISTS'
            ? 'admin:errors.userExists'
            : undefined;
  if (form === 'create') {
    const emailKey = keyFor(email);
    if (emailKey) out.email = emailKey;
  }
  const passwordKey = keyFor(form === 'create' ? password : newPassword);
  if (passwordKey) out.password = passwordKey;
  return out;
}
