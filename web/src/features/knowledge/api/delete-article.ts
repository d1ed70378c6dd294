import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateKnowledge } from './knowledge-query';

export function deleteArticle(id: string) {
  return callApi(api.knowledge[':id'].$delete, { param: { id } });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArticle, onSettled: () => invalidateKnowledge(queryClient) });
}
