import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { invalidateUsers } from './list-users';

/** Removes the account with its sessions and personal rows; answers with the email it had. */
export function deleteUser(userId: string) {
  return apiFetch<{ success: true; email: string }>(`/api/admin/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUsers(queryClient) });
}
