import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseContent } from '../../../lib/course-content-queries';
import { COURSE_ADMIN_QUERY_KEY, managedCourseQueryKey } from './course-admin-query';

/** Deletes the course with its chapters and their quiz questions. */
export function deleteCourse(id: string) {
  return callApi(api.admin.courses[':id'].$delete, { param: { id } });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: (_data, _error, id) => {
      queryClient.removeQueries({ queryKey: managedCourseQueryKey(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: COURSE_ADMIN_QUERY_KEY, exact: true }),
        invalidateCourseContent(queryClient),
      ]);
    },
  });
}
