// GET /api/admin/demo-content: how many rows of the German starter content are in the database.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const DEMO_CONTENT_QUERY_KEY = ['admin', 'demo-content'] as const;

export function getDemoContent(signal?: AbortSignal) {
  return callApi(api.admin['demo-content'].$get, {}, { signal });
}

export const demoContentQueryOptions = () =>
  queryOptions({
    queryKey: DEMO_CONTENT_QUERY_KEY,
    queryFn: ({ signal }) => getDemoContent(signal),
  });

export function useDemoContent() {
  return useQuery(demoContentQueryOptions());
}
