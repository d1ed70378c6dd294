import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KnowledgeArticleInput } from '@common/schemas/knowledge';
import { api, callApi } from '../../../lib/api-client';
import { invalidateKnowledge } from './knowledge-query';

export function updateArticle({ id, ...json }: KnowledgeArticleInput & { id: string }) {
  return callApi(api.knowledge[':id'].$put, { param: { id }, json });
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateArticle, onSuccess: () => invalidateKnowledge(queryClient) });
}
