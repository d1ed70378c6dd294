// POST /api/counsellor/bookings/{id}/cancel {reason}: the counsellor calls a session off; the learner is mailed the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorBooking, CounsellorCancelInput } from '@common/schemas/booking';
import { invalidateCounsellorBookings } from './counsellor-bookings-query';
import { requestCounsellorApi } from './counsellor-request';

export function cancelCounsellorBooking({ id, reason }: { id: string } & CounsellorCancelInput) {
  const json: CounsellorCancelInput = { reason };
  return requestCounsellorApi<CounsellorBooking>(`/counsellor/bookings/${encodeURIComponent(id)}/cancel`, { method: 'POST', json });
}

export function useCancelCounsellorBooking() {
  const queryClient = useQueryClient();
  // also after a 409: the list then shows the booking as it is now
  return useMutation({ mutationFn: cancelCounsellorBooking, onSettled: () => invalidateCounsellorBookings(queryClient) });
}
