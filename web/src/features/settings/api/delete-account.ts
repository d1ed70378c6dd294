import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/me/delete: removes every personal row after checking the password; the server clears the session cookie. */
export function deleteAccount(password: string) {
  return apiFetch<{ success: true }>('/api/me/delete', { method: 'POST', body: { password } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
