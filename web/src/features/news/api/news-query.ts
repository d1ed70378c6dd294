// GET /api/news: the published news newest first; an admin's list also holds the unpublished ones.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const NEWS_QUERY_KEY = ['news'] as const;

export function getNews(signal?: AbortSignal) {
  return callApi(api.news.$get, {}, { signal });
}

export const newsQueryOptions = () =>
  queryOptions({
    queryKey: NEWS_QUERY_KEY,
    queryFn: ({ signal }) => getNews(signal),
  });

export function useNews() {
  return useQuery(newsQueryOptions());
}

/** After any change by the admin: the list as the server now has it. */
export function invalidateNews(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: NEWS_QUERY_KEY });
}
