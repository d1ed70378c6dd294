// DELETE /api/admin/bookings/instructors/{id}/account: the account becomes a plain 'user' again; answers the profile.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminInstructor } from '@common/schemas/booking';
import { ADMIN_INSTRUCTORS_QUERY_KEY } from './admin-instructors-query';
import { adminInstructorPath, requestAdminJson } from './admin-request';

export function unlinkInstructorAccount(id: string) {
  return requestAdminJson<AdminInstructor>(`${adminInstructorPath(id)}/account`, { method: 'DELETE' });
}

export function useUnlinkInstructorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkInstructorAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INSTRUCTORS_QUERY_KEY }),
  });
}
