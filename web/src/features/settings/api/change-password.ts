import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** better-auth's POST /api/auth/change-password; every other session of the user ends (a stolen one too). */
export function changePassword({ currentPassword, newPassword }: ChangePasswordInput) {
  return apiFetch<unknown>('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
