import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateNews } from './news-query';

export function deleteNewsItem(id: string) {
  return callApi(api.news[':id'].$delete, { param: { id } });
}

export function useDeleteNewsItem() {
  const queryClient = useQueryClient();
  // also after a failure: an item another admin deleted meanwhile leaves the list
  return useMutation({ mutationFn: deleteNewsItem, onSettled: () => invalidateNews(queryClient) });
}
