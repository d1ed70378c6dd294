// The learner's courses and the dashboard's chapter share, cached under keys the course editor can
// refresh after a change without importing the courses feature.
import type { QueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from './progress-queries';

export const COURSES_QUERY_KEY = ['courses'] as const;

/** After an admin added, changed, moved or removed courses, chapters or their questions. */
export function invalidateCourseContent(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: COURSES_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]);
}
