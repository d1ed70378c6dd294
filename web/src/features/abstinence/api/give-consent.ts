import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAbstinence } from './abstinence-query';

/** POST /api/abstinence/consent: the explicit consent to storing health data. */
export function giveConsent() {
  return callApi(api.abstinence.consent.$post, { json: { accepted: true } });
}

export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: giveConsent, onSettled: () => invalidateAbstinence(queryClient) });
}
