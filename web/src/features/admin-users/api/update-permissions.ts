import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PageKey } from '@common/domain/page-keys';
import { apiFetch } from '../../../lib/api-client';
import { invalidateUsers, patchCachedUser } from './list-users';

export interface UpdatePermissionsInput {
  userId: string;
  permissions: Record<PageKey, boolean>;
}

/** Writes all seven page keys; the user's next request and next page load honour them. */
export function updatePermissions({ userId, permissions }: UpdatePermissionsInput) {
  return apiFetch<{ success: true }>(`/api/admin/users/${encodeURIComponent(userId)}/permissions`, {
    method: 'PUT',
    body: { permissions },
  });
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
