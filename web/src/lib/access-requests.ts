// 'Freischaltung anfragen' (docs/ARCHITECTURE.md, difference 9): the learner's requests for locked
// areas. Shared by the overview's notice and the admin console's list.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageKey } from '@common/domain/page-keys';
import { api, callApi } from './api-client';

export const myAccessRequestsQueryOptions = queryOptions({
  queryKey: ['access-requests', 'mine'] as const,
  queryFn: ({ signal }) => callApi(api['access-requests'].$get, {}, { signal }),
});

export function useMyAccessRequests() {
  return useQuery(myAccessRequestsQueryOptions);
}

export function useRequestAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (page: PageKey) => callApi(api['access-requests'].$post, { json: { page } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myAccessRequestsQueryOptions.queryKey }),
  });
}

/** One request for every locked area (the server skips those asked already); the list then shows them all. */
export function useRequestLockedAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api['access-requests']['locked-areas'].$post, {}),
    onSuccess: (result) => queryClient.setQueryData(myAccessRequestsQueryOptions.queryKey, result.requests),
  });
}
