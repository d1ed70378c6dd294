import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface ResetUserPasswordInput {
  userId: string;
  newPassword: string;
}

/** Sets a new password and ends all of the user's sessions; answers with the user's email. */
export function resetUserPassword({ userId, newPassword }: ResetUserPasswordInput) {
  return apiFetch<{ success: true; email: string }>(`/api/admin/users/${encodeURIComponent(userId)}/password`, {
    method: 'POST',
    body: { newPassword },
  });
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
