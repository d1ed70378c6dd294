import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoManagement } from './video-management-query';

/** Deletes the section with all its videos and their files. */
export function deleteSection(id: string) {
  return callApi(api.admin.videos.sections[':id'].$delete, { param: { id } });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSection, onSettled: () => invalidateVideoManagement(queryClient) });
}
