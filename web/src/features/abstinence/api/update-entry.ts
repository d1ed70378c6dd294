import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryInput } from '@common/schemas/abstinence';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAbstinence } from './abstinence-query';
import { uploadAttachment } from './upload-attachment';

/** PATCH /api/abstinence/entries/{id}, then a new lab letter if one was chosen. */
export async function updateEntry({ id, input, file }: { id: string; input: EntryInput; file: File | null }) {
  const entry = await callApi(api.abstinence.entries[':id'].$patch, { param: { id }, json: input });
  if (file) await uploadAttachment({ entryId: id, file });
  return entry;
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateEntry, onSettled: () => invalidateAbstinence(queryClient) });
}
