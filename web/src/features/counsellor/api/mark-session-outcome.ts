// POST /api/counsellor/bookings/{id}/outcome {outcome}: whether a begun session took place ('held') or the learner did not come ('missed').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorBooking, SessionOutcomeInput } from '@common/schemas/booking';
import { invalidateCounsellorBookings } from './counsellor-bookings-query';
import { requestCounsellorApi } from './counsellor-request';

export function markSessionOutcome({ id, outcome }: { id: string } & SessionOutcomeInput) {
  const json: SessionOutcomeInput = { outcome };
  return requestCounsellorApi<CounsellorBooking>(`/counsellor/bookings/${encodeURIComponent(id)}/outcome`, { method: 'POST', json });
}

export function useMarkSessionOutcome() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markSessionOutcome, onSettled: () => invalidateCounsellorBookings(queryClient) });
}
