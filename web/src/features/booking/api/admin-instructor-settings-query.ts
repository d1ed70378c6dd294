// GET /api/admin/bookings/instructors/{id}/settings: a profile's session mode and times, as the counsellor sees their own.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounsellorSettings } from '@common/schemas/counsellor';
import { ADMIN_INSTRUCTORS_QUERY_KEY } from './admin-instructors-query';
import { adminInstructorPath, requestAdminJson } from './admin-request';

export const adminInstructorSettingsQueryKey = (id: string) => [...ADMIN_INSTRUCTORS_QUERY_KEY, id, 'settings'] as const;

export const adminInstructorSettingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminInstructorSettingsQueryKey(id),
    queryFn: ({ signal }) => requestAdminJson<CounsellorSettings>(`${adminInstructorPath(id)}/settings`, { method: 'GET', signal }),
  });

export function useAdminInstructorSettings(id: string) {
  return useQuery(adminInstructorSettingsQueryOptions(id));
}
