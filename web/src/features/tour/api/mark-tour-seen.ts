import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@common/schemas/me';
import { apiFetch } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session';

/** PUT /api/me/tour: the tour was finished or skipped; no device starts it on its own again. */
export function markTourSeen() {
  return apiFetch<{ success: true }>('/api/me/tour', { method: 'PUT' });
}

export function useMarkTourSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTourSeen,
    onMutate: () => {
      queryClient.setQueryData<Me>(ME_QUERY_KEY, (me) => (me ? { ...me, tourSeen: true } : me));
    },
  });
}
