import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const openAccessRequestsQueryOptions = queryOptions({
  queryKey: ['admin', 'access-requests'] as const,
  queryFn: ({ signal }) => callApi(api.admin['access-requests'].$get, {}, { signal }),
});

export function useOpenAccessRequests() {
  return useQuery(openAccessRequestsQueryOptions);
}

/** 'Freischalten' or 'Ablehnen'; the list and the user list (permissions) refresh. */
export function useDecideAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'grant' | 'refuse' }) =>
      decision === 'grant'
        ? callApi(api.admin['access-requests'][':id'].grant.$post, { param: { id } })
        : callApi(api.admin['access-requests'][':id'].refuse.$post, { param: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** 'Alle freischalten': every open request of one learner at once. */
export function useGrantAllAccessRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(api.admin['access-requests'].users[':userId'].grant.$post, { param: { userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
