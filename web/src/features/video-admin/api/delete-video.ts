import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoManagement } from './video-management-query';

/** Deletes the video with its quiz questions and its file. */
export function deleteVideo(id: string) {
  return callApi(api.admin.videos[':id'].$delete, { param: { id } });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVideo, onSettled: () => invalidateVideoManagement(queryClient) });
}
