// GET /api/knowledge: the articles in the viewer's scope, by title in German order.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const KNOWLEDGE_QUERY_KEY = ['knowledge'] as const;

export function getKnowledgeArticles(signal?: AbortSignal) {
  return callApi(api.knowledge.$get, {}, { signal });
}

export const knowledgeQueryOptions = () =>
  queryOptions({
    queryKey: KNOWLEDGE_QUERY_KEY,
    queryFn: ({ signal }) => getKnowledgeArticles(signal),
  });

export function useKnowledgeArticles() {
  return useQuery(knowledgeQueryOptions());
}

export function invalidateKnowledge(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: KNOWLEDGE_QUERY_KEY });
}
