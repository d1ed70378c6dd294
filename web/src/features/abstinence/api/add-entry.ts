import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EntryInput } from '@common/schemas/abstinence';
import { api, callApi } from '../../../lib/api-client';
import { invalidateAbstinence } from './abstinence-query';
import { uploadAttachment } from './upload-attachment';

/** POST /api/abstinence/entries, then the lab letter if one was chosen (the entry stays if the file is refused). */
export async function addEntry({ input, file }: { input: EntryInput; file: File | null }) {
  const entry = await callApi(api.abstinence.entries.$post, { json: input });
  if (file) await uploadAttachment({ entryId: entry.id, file });
  return entry;
}

export function useAddEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addEntry, onSettled: () => invalidateAbstinence(queryClient) });
}
