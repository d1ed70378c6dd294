// POST /api/admin/bookings/instructors/{id}/account {email}: links an existing account (it becomes a counsellor)
// or invites a new one (the mail carries a link to set a password).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstructorAccountResult } from '@common/schemas/booking';
import { ADMIN_INSTRUCTORS_QUERY_KEY } from './admin-instructors-query';
import { adminInstructorPath, requestAdminJson } from './admin-request';

export function linkInstructorAccount({ id, email }: { id: string; email: string }) {
  return requestAdminJson<InstructorAccountResult>(`${adminInstructorPath(id)}/account`, { method: 'POST', json: { email } });
}

export function useLinkInstructorAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkInstructorAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_INSTRUCTORS_QUERY_KEY }),
  });
}
