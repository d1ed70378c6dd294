// GET /api/counsellor/bookings?from&to: the counsellor's sessions of a day or a week.
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CounsellorBookingList } from '@common/schemas/booking';
import { requestCounsellorApi } from './counsellor-request';

export const COUNSELLOR_BOOKINGS_QUERY_KEY = ['counsellor', 'bookings'] as const;

export const counsellorBookingsQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: [...COUNSELLOR_BOOKINGS_QUERY_KEY, from, to],
    queryFn: ({ signal }) =>
      requestCounsellorApi<CounsellorBookingList>(`/counsellor/bookings?${new URLSearchParams({ from, to }).toString()}`, { signal }),
  });

export function useCounsellorBookings(from: string, to: string) {
  // the previous day or week stays on screen while the next one loads
  return useQuery({ ...counsellorBookingsQueryOptions(from, to), placeholderData: keepPreviousData });
}

export function invalidateCounsellorBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: COUNSELLOR_BOOKINGS_QUERY_KEY });
}
