import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LexiconTermInput } from '@common/schemas/lexicon';
import { api, callApi } from '../../../lib/api-client';
import { invalidateLexicon } from './lexicon-query';

/** POST a new term ('Begriff hinzufügen'); answers the saved term. */
export function createTerm(json: LexiconTermInput) {
  return callApi(api.lexicon.$post, { json });
}

export function useCreateTerm() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTerm, onSuccess: () => invalidateLexicon(queryClient) });
}
