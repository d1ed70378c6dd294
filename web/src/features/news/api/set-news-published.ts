import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateNews } from './news-query';

/** 'Veröffentlichen' or 'Veröffentlichung zurücknehmen'. */
export function setNewsPublished({ id, published }: { id: string; published: boolean }) {
  return callApi(api.news[':id'].$patch, { param: { id }, json: { published } });
}

export function useSetNewsPublished() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setNewsPublished, onSettled: () => invalidateNews(queryClient) });
}
