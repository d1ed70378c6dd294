import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAbstinence } from './abstinence-query';

/** DELETE /api/abstinence/entries/{id}: the entry and its lab letter. */
export function deleteEntry(id: string) {
  return callApi(api.abstinence.entries[':id'].$delete, { param: { id } });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteEntry, onSettled: () => invalidateAbstinence(queryClient) });
}
