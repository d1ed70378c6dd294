// PUT /api/admin/bookings/instructors/{id}/settings: the admin saves a profile's session mode and times (400 with field codes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorSettings, CounsellorSettingsInput } from '@common/schemas/counsellor';
import { ADMIN_BOOKINGS_QUERY_KEY } from './admin-bookings-query';
import { adminInstructorPath, requestAdminJson } from './admin-request';
import { INSTRUCTORS_QUERY_KEY } from './instructors-query';

export function updateInstructorSettings({ id, input }: { id: string; input: CounsellorSettingsInput }) {
  return requestAdminJson<CounsellorSettings>(`${adminInstructorPath(id)}/settings`, { method: 'PUT', json: input });
}

export function useUpdateInstructorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstructorSettings,
    // the lists show the mode; the learner's list shows the address
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: INSTRUCTORS_QUERY_KEY }),
      ]),
  });
}
