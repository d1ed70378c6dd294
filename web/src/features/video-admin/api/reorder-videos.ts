import type { VideoOrder } from '@common/schemas/video-management';
import { api, callApi } from '../../../lib/api-client';
import { useOptimisticOrder } from './optimistic-order';

/** PUT the video order of the one or two sections a drag touched; 409 ORDER_STALE when a section would keep unlisted videos. */
export function reorderVideos(json: VideoOrder) {
  return callApi(api.admin.videos.order.$put, { json });
}

export const useReorderVideos = () => useOptimisticOrder(reorderVideos);
