// GET /api/booking/slots: an instructor's slots on a date, each available, taken or unavailable.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const SLOTS_QUERY_KEY = ['booking', 'slots'] as const;

export const slotsQueryOptions = (instructorId: string, date: string) =>
  queryOptions({
    queryKey: [...SLOTS_QUERY_KEY, instructorId, date],
    queryFn: ({ signal }) => callApi(api.booking.slots.$get, { query: { instructorId, date } }, { signal }),
  });

/** Asks only once instructor and a bookable date are chosen. */
export function useSlots(instructorId: string | null, date: string | null) {
  return useQuery({ ...slotsQueryOptions(instructorId ?? '', date ?? ''), enabled: Boolean(instructorId && date) });
}

export function invalidateSlots(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: SLOTS_QUERY_KEY });
}
