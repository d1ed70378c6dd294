import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingInput } from '@common/schemas/booking';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCheckout } from './checkout-query';
import { invalidateMyBookings } from './my-bookings-query';
import { invalidateSlots } from './slots-query';

/** POST 'Buchen'; answers the booking (with its location and invoice). */
export function bookSession(json: BookingInput) {
  return callApi(api.booking.bookings.$post, { json });
}

export function useBookSession() {
  const queryClient = useQueryClient();
  // also after a 409: the slot list shows who was faster
  return useMutation({
    mutationFn: bookSession,
    onSettled: () =>
      Promise.all([
        invalidateSlots(queryClient),
        invalidateMyBookings(queryClient),
        // an address given with the booking is now in Persönliche Daten
        invalidateCheckout(queryClient),
        // the settings feature's query, by its key (features do not import each other)
        queryClient.invalidateQueries({ queryKey: ['settings'] }),
      ]),
  });
}
