import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsInput } from '@common/schemas/news';
import { api, callApi } from '../../../lib/api-client';
import { invalidateNews } from './news-query';

/** PUT the edit modal's fields; answers the saved item. */
export function updateNewsItem({ id, ...json }: NewsInput & { id: string }) {
  return callApi(api.news[':id'].$put, { param: { id }, json });
}

export function useUpdateNewsItem() {
  const queryClient = useQueryClient();
  // also after a failure: an item another admin deleted meanwhile leaves the list
  return useMutation({ mutationFn: updateNewsItem, onSettled: () => invalidateNews(queryClient) });
}
