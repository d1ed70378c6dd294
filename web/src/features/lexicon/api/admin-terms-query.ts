// GET /api/lexicon/admin: every term with its Turkish and English versions and their status (admins only), for the
// edit modal's translation columns. Under the glossary's key, so a saved term refreshes it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { LEXICON_QUERY_KEY } from './lexicon-query';

export function getAdminTerms(signal?: AbortSignal) {
  return callApi(api.lexicon.admin.$get, {}, { signal });
}

export const adminTermsQueryOptions = () =>
  queryOptions({
    queryKey: [...LEXICON_QUERY_KEY, 'admin'],
    queryFn: ({ signal }) => getAdminTerms(signal),
  });

export function useAdminTerms({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...adminTermsQueryOptions(), enabled });
}
