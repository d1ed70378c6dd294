// GET /api/news/admin: every news item with its Turkish and English versions and their status (admins only), for
// the editor's translation columns. Under the news key, so a saved item refreshes it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { NEWS_QUERY_KEY } from './news-query';

export function getAdminNews(signal?: AbortSignal) {
  return callApi(api.news.admin.$get, {}, { signal });
}

export const adminNewsQueryOptions = () =>
  queryOptions({
    queryKey: [...NEWS_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminNews(signal),
  });

export function useAdminNews({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminNewsQueryOptions(), enabled });
}
