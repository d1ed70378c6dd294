import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAdminUser } from '@common/schemas/admin-users';
import { apiFetch } from '../../../lib/api-client';
import { invalidateUsers, patchCachedUser } from './list-users';

export interface UpdateUserInput extends UpdateAdminUser {
  userId: string;
}

/** Role and reasons in one request; the server writes the first reason as the legacy single value. */
export function updateUser({ userId, role, mpuReasons }: UpdateUserInput) {
  return apiFetch<{ success: true }>(`/api/admin/users/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: { role, mpuReasons },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_result, { userId, role, mpuReasons }) => {
      patchCachedUser(queryClient, userId, { role, mpuReasons });
      return invalidateUsers(queryClient);
    },
  });
}
