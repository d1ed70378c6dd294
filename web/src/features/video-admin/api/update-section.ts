import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoSectionUpdate } from '@common/schemas/video-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoManagement } from './video-management-query';

/** PATCH a section's title and description (the inline edit). */
export function updateSection({ id, ...json }: VideoSectionUpdate & { id: string }) {
  return callApi(api.admin.videos.sections[':id'].$patch, { param: { id }, json });
}

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSection, onSuccess: () => invalidateVideoManagement(queryClient) });
}
