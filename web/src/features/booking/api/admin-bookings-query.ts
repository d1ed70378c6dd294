// GET /api/admin/bookings: the 'Buchungen' tab's list for a date range.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const ADMIN_BOOKINGS_QUERY_KEY = ['booking', 'admin'] as const;

export const adminBookingsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ADMIN_BOOKINGS_QUERY_KEY, from, to],
    queryFn: ({ signal }) => callApi(api.admin.bookings.$get, { query: { from, to } }, { signal }),
  });

export function useAdminBookings(from: string, to: string, enabled: boolean) {
  return useQuery({ ...adminBookingsQueryOptions(from, to), enabled, placeholderData: keepPreviousData });
}

export function invalidateAdminBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_BOOKINGS_QUERY_KEY });
}
