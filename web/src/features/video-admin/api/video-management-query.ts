// GET /api/admin/videos: every section in order, each with every video (all languages and MPU types) in order.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateVideoContent } from '../../../lib/video-content-queries';

export const VIDEO_MANAGEMENT_QUERY_KEY = ['admin', 'videos'] as const;

export function getVideoManagement(signal?: AbortSignal) {
  return callApi(api.admin.videos.$get, {}, { signal });
}

export const videoManagementQueryOptions = () =>
  queryOptions({
    queryKey: VIDEO_MANAGEMENT_QUERY_KEY,
    queryFn: ({ signal }) => getVideoManagement(signal),
  });

export function useVideoManagement() {
  return useQuery(videoManagementQueryOptions());
}

/** After any change on the tab: the sections and videos as the server now has them, and what learners see. */
export function invalidateVideoManagement(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: VIDEO_MANAGEMENT_QUERY_KEY }), invalidateVideoContent(queryClient)]);
}
