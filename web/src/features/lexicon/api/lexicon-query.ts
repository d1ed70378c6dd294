// GET /api/lexicon: every glossary term in German alphabetical order.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const LEXICON_QUERY_KEY = ['lexicon'] as const;

export function getLexicon(signal?: AbortSignal) {
  return callApi(api.lexicon.$get, {}, { signal });
}

export const lexiconQueryOptions = () =>
  queryOptions({
    queryKey: LEXICON_QUERY_KEY,
    queryFn: ({ signal }) => getLexicon(signal),
  });

export function useLexicon() {
  return useQuery(lexiconQueryOptions());
}

export function invalidateLexicon(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: LEXICON_QUERY_KEY });
}
