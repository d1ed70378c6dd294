import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const accessDefaultsQueryOptions = queryOptions({
  queryKey: ['admin', 'access-defaults'] as const,
  queryFn: ({ signal }) => callApi(api.admin['access-defaults'].$get, {}, { signal }),
});

/** 'Freigaben für neue Konten': what a new account gets now. */
export function useAccessDefaults() {
  return useQuery(accessDefaultsQueryOptions);
}
