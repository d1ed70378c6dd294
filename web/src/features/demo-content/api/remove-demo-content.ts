// DELETE /api/admin/demo-content: 'Beispielinhalte entfernen'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export function removeDemoContent() {
  return callApi(api.admin['demo-content'].$delete, {});
}

export function useRemoveDemoContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoContent,
    // questions, videos, courses, glossary, news and everyone's progress change: every cached answer may be out of date
    onSettled: () => queryClient.invalidateQueries(),
  });
}
