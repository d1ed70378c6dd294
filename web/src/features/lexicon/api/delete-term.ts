import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateLexicon } from './lexicon-query';

export function deleteTerm(id: string) {
  return callApi(api.lexicon[':id'].$delete, { param: { id } });
}

export function useDeleteTerm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTerm, onSettled: () => invalidateLexicon(queryClient) });
}
