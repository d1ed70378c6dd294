import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateApiKeys } from './api-keys-query';

export function deleteApiKey(id: string) {
  return callApi(api.admin['api-keys'][':id'].$delete, { param: { id } });
}

export function useDeleteApiKey() {
  const queryClient = useQueryClient();
  // also after a failure: a key another admin deleted meanwhile leaves the list
  return useMutation({ mutationFn: deleteApiKey, onSettled: () => invalidateApiKeys(queryClient) });
}
