// GET /api/abstinence: consent, programme, entries and the derived status.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const ABSTINENCE_QUERY_KEY = ['abstinence'] as const;

export const abstinenceQueryOptions = () =>
  queryOptions({
    queryKey: ABSTINENCE_QUERY_KEY,
    queryFn: ({ signal }) => callApi(api.abstinence.$get, {}, { signal }),
  });

export function useAbstinence() {
  return useQuery(abstinenceQueryOptions());
}

export function invalidateAbstinence(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ABSTINENCE_QUERY_KEY });
}
