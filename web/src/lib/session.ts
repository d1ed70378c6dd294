// The viewer (GET /api/me): role, reasons and effective page permissions. Shared by the guards,
// the shell and every feature that needs to know who is signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@common/schemas/me';
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

/** The signed-in account in the header: the first name once saved in Persönliche Daten, else the e-mail (the overview's greeting never uses the e-mail). */
export function getDisplayName(me: Pick<Me, 'user'>): string {
  return me.user.firstName.trim() || me.user.email;
}
