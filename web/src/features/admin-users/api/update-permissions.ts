import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageKey } from '@common/domain/page-keys';
import { api, callApi } from '../../../lib/api-client';
import { invalidateUsers, patchCachedUser } from './list-users';

export interface UpdatePermissionsInput {
  userId: string;
  permissions: Record<PageKey, boolean>;
}

/** Writes all seven page keys; the user's next request and next page load honour them. */
export function updatePermissions({ userId, permissions }: UpdatePermissionsInput) {
  return callApi(api.admin.users[':id'].permissions.$put, { param: { id: userId }, json: { permissions } });
}

export function useUpdatePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermissions,
    onSuccess: (_result, { userId, permissions }) => {
      patchCachedUser(queryClient, userId, { permissions });
      return invalidateUsers(queryClient);
    },
  });
}
