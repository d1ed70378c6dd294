import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** Deletes a quiz question and the answers given to it. */
export function deleteChapterQuiz(id: string) {
  return callApi(api.admin.courses.quizzes[':id'].$delete, { param: { id } });
}

export function useDeleteChapterQuiz() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChapterQuiz, onSettled: () => invalidateCourseAdmin(queryClient) });
}
