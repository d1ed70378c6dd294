import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateMyBookings } from './my-bookings-query';

/** PUT whether the counsellor of this booking may read the learner's story; answers the booking. */
export function shareStory({ id, share }: { id: string; share: boolean }) {
  return callApi(api.booking.bookings[':id']['story-share'].$put, { param: { id }, json: { share } });
}

export function useShareStory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: shareStory, onSettled: () => invalidateMyBookings(queryClient) });
}
