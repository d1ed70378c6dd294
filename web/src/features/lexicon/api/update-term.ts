import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LexiconTermInput } from '@common/schemas/lexicon';
import { api, callApi } from '../../../lib/api-client';
import { invalidateLexicon } from './lexicon-query';

/** PUT the edit modal; a renamed term is renamed in the other terms' related lists too. */
export function updateTerm({ id, ...json }: LexiconTermInput & { id: string }) {
  return callApi(api.lexicon[':id'].$put, { param: { id }, json });
}

export function useUpdateTerm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTerm, onSuccess: () => invalidateLexicon(queryClient) });
}
