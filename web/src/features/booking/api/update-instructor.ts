import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstructorInput } from '@common/schemas/booking';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAdminBookings } from './admin-bookings-query';
import { INSTRUCTORS_QUERY_KEY } from './instructors-query';

/** PUT the instructor dialog's fields; answers the saved instructor. */
export function updateInstructor({ id, ...json }: InstructorInput & { id: string }) {
  return callApi(api.admin.bookings.instructors[':id'].$put, { param: { id }, json });
}

export function useUpdateInstructor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstructor,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: INSTRUCTORS_QUERY_KEY }), invalidateAdminBookings(queryClient)]),
  });
}
