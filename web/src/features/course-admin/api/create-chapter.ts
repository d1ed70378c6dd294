import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterInput } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** POST a chapter ('Kapitel hinzufügen'); the server puts it after the course's last one. */
export function createChapter({ courseId, ...json }: ChapterInput & { courseId: string }) {
  return callApi(api.admin.courses[':id'].chapters.$post, { param: { id: courseId }, json });
}

export function useCreateChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createChapter, onSuccess: () => invalidateCourseAdmin(queryClient) });
}
