import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoSectionInput } from '@common/schemas/video-management';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoManagement } from './video-management-query';

/** POST a new section; the server puts it last (highest order plus 1). */
export function createSection(json: VideoSectionInput) {
  return callApi(api.admin.videos.sections.$post, { json });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => invalidateVideoManagement(queryClient) });
}
