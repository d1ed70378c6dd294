// The viewer (GET /api/me): role, reasons and effective page permissions. Shared by the guards,
// the shell and every feature that needs to know who is signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from './api-client';

export const ME_QUERY_KEY = ['me'] as const;

export function getMe(signal?: AbortSignal) {
  return callApi(api.me.$get, {}, { signal });
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
