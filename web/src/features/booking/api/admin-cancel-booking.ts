import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAdminBookings } from './admin-bookings-query';
import { invalidateSlots } from './slots-query';

/** POST an admin's cancellation of any booking. */
export function cancelBookingAsAdmin(id: string) {
  return callApi(api.admin.bookings[':id'].cancel.$post, { param: { id } });
}

export function useCancelBookingAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookingAsAdmin,
    onSettled: () => Promise.all([invalidateAdminBookings(queryClient), invalidateSlots(queryClient)]),
  });
}
