// GET /api/admin/courses (every course with its counts) and GET /api/admin/courses/{id} (one course
// with its chapters in order and their quiz questions, correct answers included).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseContent } from '../../../lib/course-content-queries';

export const COURSE_ADMIN_QUERY_KEY = ['admin', 'courses'] as const;
export const managedCourseQueryKey = (id: string) => [...COURSE_ADMIN_QUERY_KEY, id] as const;

export function getCourseList(signal?: AbortSignal) {
  return callApi(api.admin.courses.$get, {}, { signal });
}

export function getManagedCourse(id: string, signal?: AbortSignal) {
  return callApi(api.admin.courses[':id'].$get, { param: { id } }, { signal });
}

export const courseListQueryOptions = () =>
  queryOptions({ queryKey: COURSE_ADMIN_QUERY_KEY, queryFn: ({ signal }) => getCourseList(signal) });

export const managedCourseQueryOptions = (id: string) =>
  queryOptions({ queryKey: managedCourseQueryKey(id), queryFn: ({ signal }) => getManagedCourse(id, signal) });

export const useCourseList = () => useQuery(courseListQueryOptions());

export const useManagedCourse = (id: string) => useQuery(managedCourseQueryOptions(id));

/** After any change on the tab: the list (its counts), every open course, and what learners see. */
export function invalidateCourseAdmin(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: COURSE_ADMIN_QUERY_KEY }), invalidateCourseContent(queryClient)]);
}
