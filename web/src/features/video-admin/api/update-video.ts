import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VideoInput } from '@common/schemas/video-management';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoManagement } from './video-management-query';

/** PUT the edit modal's fields; answers the saved video. */
export function updateVideo({ id, ...json }: VideoInput & { id: string }) {
  return callApi(api.admin.videos[':id'].$put, { param: { id }, json });
}

export function useUpdateVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateVideo, onSuccess: () => invalidateVideoManagement(queryClient) });
}
