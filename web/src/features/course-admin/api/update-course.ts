import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseInput } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** PUT a course's title and description. */
export function updateCourse({ id, ...json }: CourseInput & { id: string }) {
  return callApi(api.admin.courses[':id'].$put, { param: { id }, json });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSuccess: () => invalidateCourseAdmin(queryClient) });
}
