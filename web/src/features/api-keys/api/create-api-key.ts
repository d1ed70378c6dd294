import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateInput } from '@common/schemas/api-keys';
import { api, callApi } from '../../../lib/api-client';
import { invalidateApiKeys } from './api-keys-query';

/** POST: answers the new key in full, the only time the server sends it. */
export function createApiKey(json: ApiKeyCreateInput) {
  return callApi(api.admin['api-keys'].$post, { json });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => invalidateApiKeys(queryClient) });
}
