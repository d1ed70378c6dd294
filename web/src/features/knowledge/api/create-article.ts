import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeArticleInput } from '@common/schemas/knowledge';
import { api, callApi } from '../../../lib/api-client';
import { invalidateKnowledge } from './knowledge-query';

/** POST a new article; answers the saved article. */
export function createArticle(json: KnowledgeArticleInput) {
  return callApi(api.knowledge.$post, { json });
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArticle, onSuccess: () => invalidateKnowledge(queryClient) });
}
