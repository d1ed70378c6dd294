import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateAdminUser } from '@common/schemas/admin-users';
import { api, callApi } from '../../../lib/api-client';
import { invalidateUsers, patchCachedUser } from './list-users';

export interface UpdateUserInput extends UpdateAdminUser {
  userId: string;
}

/** Role and reasons in one request; the server writes the first reason as the legacy single value. */
export function updateUser({ userId, role, mpuReasons }: UpdateUserInput) {
  return callApi(api.admin.users[':id'].$patch, { param: { id: userId }, json: { role, mpuReasons } });
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
