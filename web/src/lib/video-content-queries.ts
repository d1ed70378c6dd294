// The learner's video library and the dashboard's video share, cached under keys the admin screens
// can refresh after a change without importing the videos feature.
import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from './progress-queries';

export const VIDEOS_QUERY_KEY = ['videos'] as const;

/** After an admin added, changed, moved or removed videos. */
export function invalidateVideoContent(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: VIDEOS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]);
}
