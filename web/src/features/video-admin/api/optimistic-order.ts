// A drop shows the new order at once (the cache is written before the request); whatever the server
// answers, the list is then fetched again, so a refused order (409 ORDER_STALE: someone else changed
// the list) turns back into the server's order: the spec's "alert and reload".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoManagement } from '@common/schemas/video-management';
import { invalidateVideoManagement, VIDEO_MANAGEMENT_QUERY_KEY } from './video-management-query';

export interface OrderChange<Body> {
  /** The whole list as it looks after the drop. */
  next: VideoManagement;
  body: Body;
}

export function useOptimisticOrder<Body>(send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: OrderChange<Body>) => send(body),
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: VIDEO_MANAGEMENT_QUERY_KEY });
      queryClient.setQueryData<VideoManagement>(VIDEO_MANAGEMENT_QUERY_KEY, next);
    },
    onSettled: () => invalidateVideoManagement(queryClient),
  });
}
