// GET /api/admin/legal: which pages still show the template (the console's warning banner).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { LEGAL_QUERY_KEY } from './legal-page-query';

export function getLegalStatus(signal?: AbortSignal) {
  return callApi(api.admin.legal.$get, {}, { signal });
}

export const legalStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...LEGAL_QUERY_KEY, 'status'],
    queryFn: ({ signal }) => getLegalStatus(signal),
  });

export function useLegalStatus() {
  return useQuery(legalStatusQueryOptions());
}
