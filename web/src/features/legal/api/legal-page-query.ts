// GET /api/legal/{kind}: the Impressum or the Datenschutzerklärung as Markdown (public; the template
// until an admin saved the page).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LegalPageKind } from '@common/schemas/legal';
import { api, callApi } from '../../../lib/api-client';

export const LEGAL_QUERY_KEY = ['legal'] as const;

export function getLegalPage(kind: LegalPageKind, signal?: AbortSignal) {
  return callApi(api.legal[':kind'].$get, { param: { kind } }, { signal });
}

export const legalPageQueryOptions = (kind: LegalPageKind) =>
  queryOptions({
    queryKey: [...LEGAL_QUERY_KEY, 'page', kind],
    queryFn: ({ signal }) => getLegalPage(kind, signal),
  });

export function useLegalPage(kind: LegalPageKind) {
  return useQuery(legalPageQueryOptions(kind));
}

/** After a save: the pages, the editor and the console's banner as the server now has them. */
export function invalidateLegal(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: LEGAL_QUERY_KEY });
}
