import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewVideoInput } from '@common/schemas/video-management';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoManagement } from './video-management-query';

/** POST a new video, last in its section; answers the saved video (its file comes separately). */
export function createVideo(json: NewVideoInput) {
  return callApi(api.admin.videos.$post, { json });
}

export function useCreateVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createVideo, onSuccess: () => invalidateVideoManagement(queryClient) });
}
