import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateApiKeys } from './api-keys-query';

/** PATCH the status badge: Aktiv or Inaktiv. */
export function setApiKeyActive({ id, isActive }: { id: string; isActive: boolean }) {
  return callApi(api.admin['api-keys'][':id'].$patch, { param: { id }, json: { isActive } });
}

export function useSetApiKeyActive() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setApiKeyActive, onSettled: () => invalidateApiKeys(queryClient) });
}
