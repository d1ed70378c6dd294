import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';

/** PUT /api/me/tour: the tour was finished or skipped; no device starts it on its own again. */
export function markTourSeen() {
  return callApi(api.me.tour.$put, {});
}

export function useMarkTourSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTourSeen,
    onMutate: () => {
      queryClient.setQueryData(meQueryOptions.queryKey, (me) => (me ? { ...me, tourSeen: true } : me));
    },
  });
}
