import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterQuizInput } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** PUT a quiz question; changed options or answer clear the answers learners gave to the old one. */
export function updateChapterQuiz({ id, ...json }: ChapterQuizInput & { id: string }) {
  return callApi(api.admin.courses.quizzes[':id'].$put, { param: { id }, json });
}

export function useUpdateChapterQuiz() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChapterQuiz, onSuccess: () => invalidateCourseAdmin(queryClient) });
}
