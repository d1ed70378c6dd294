import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateMyBookings } from './my-bookings-query';
import { invalidateSlots } from './slots-query';

/** POST a learner's cancellation of an own booking (a cancellation invoice is issued when there was an invoice). */
export function cancelBooking(id: string) {
  return callApi(api.booking.bookings[':id'].cancel.$post, { param: { id } });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => Promise.all([invalidateSlots(queryClient), invalidateMyBookings(queryClient)]),
  });
}
