import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsInput } from '@common/schemas/news';
import { api, callApi } from '../../../lib/api-client';
import { invalidateNews } from './news-query';

/** POST 'Neuigkeit erstellen'; answers the saved item. */
export function createNewsItem(json: NewsInput) {
  return callApi(api.news.$post, { json });
}

export function useCreateNewsItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createNewsItem, onSuccess: () => invalidateNews(queryClient) });
}
