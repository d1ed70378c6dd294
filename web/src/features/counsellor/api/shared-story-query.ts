// GET /api/counsellor/bookings/{id}/story: what the learner of a booking shares with the counsellor (404 unless shared now).
// Every read is logged for the learner, so the answer is not refetched on focus or reconnect.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedStory } from '@common/schemas/counsellor';
import { requestCounsellorApi } from './counsellor-request';

export const sharedStoryQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: ['counsellor', 'story', bookingId] as const,
    queryFn: ({ signal }) => requestCounsellorApi<SharedStory>(`/counsellor/bookings/${encodeURIComponent(bookingId)}/story`, { signal }),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSharedStory(bookingId: string) {
  return useQuery(sharedStoryQueryOptions(bookingId));
}
