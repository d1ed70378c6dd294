// GET /api/knowledge/admin: every article with its Turkish and English versions and their status (admins only),
// for the edit modal's translation columns. Under the articles' key, so a saved article refreshes it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { KNOWLEDGE_QUERY_KEY } from './knowledge-query';

export function getAdminArticles(signal?: AbortSignal) {
  return callApi(api.knowledge.admin.$get, {}, { signal });
}

export const adminArticlesQueryOptions = () =>
  queryOptions({
    queryKey: [...KNOWLEDGE_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminArticles(signal),
  });

export function useAdminArticles({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminArticlesQueryOptions(), enabled });
}
