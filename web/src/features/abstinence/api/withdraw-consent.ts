import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAbstinence } from './abstinence-query';

/** DELETE /api/abstinence/consent: withdraws the consent; the server deletes every row and file. */
export function withdrawConsent() {
  return callApi(api.abstinence.consent.$delete, {});
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawConsent, onSettled: () => invalidateAbstinence(queryClient) });
}
