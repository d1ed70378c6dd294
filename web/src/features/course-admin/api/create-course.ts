import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseInput } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** POST a new course ('Neuer Kurs'), without chapters yet. */
export function createCourse(json: CourseInput) {
  return callApi(api.admin.courses.$post, { json });
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => invalidateCourseAdmin(queryClient) });
}
