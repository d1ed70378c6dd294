import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateUsers } from './list-users';

/** Removes the account with its sessions and personal rows; answers with the email it had. */
export function deleteUser(userId: string) {
  return callApi(api.admin.users[':id'].$delete, { param: { id: userId } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUsers(queryClient) });
}
