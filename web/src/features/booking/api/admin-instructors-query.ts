// GET /api/admin/bookings/instructors: the 'Buchungen' tab's instructors, each marked while it is a starter profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { ADMIN_BOOKINGS_QUERY_KEY } from './admin-bookings-query';

// under the bookings key: saving an instructor invalidates both lists (update-instructor.ts)
export const ADMIN_INSTRUCTORS_QUERY_KEY = [...ADMIN_BOOKINGS_QUERY_KEY, 'instructors'] as const;

export const adminInstructorsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_INSTRUCTORS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(api.admin.bookings.instructors.$get, {}, { signal }),
  });

export function useAdminInstructors() {
  return useQuery(adminInstructorsQueryOptions());
}
