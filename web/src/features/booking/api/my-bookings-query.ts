// GET /api/booking/bookings/mine: 'Meine Termine', upcoming and past.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const MY_BOOKINGS_QUERY_KEY = ['booking', 'mine'] as const;

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: MY_BOOKINGS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(api.booking.bookings.mine.$get, {}, { signal }),
  });

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}

export function invalidateMyBookings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: MY_BOOKINGS_QUERY_KEY });
}
