// GET /api/admin/api-keys: the integration keys, newest first, masked (never the key itself).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const API_KEYS_QUERY_KEY = ['admin', 'api-keys'] as const;

export function getApiKeys(signal?: AbortSignal) {
  return callApi(api.admin['api-keys'].$get, {}, { signal });
}

export const apiKeysQueryOptions = () => queryOptions({ queryKey: API_KEYS_QUERY_KEY, queryFn: ({ signal }) => getApiKeys(signal) });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

export function invalidateApiKeys(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });
}
