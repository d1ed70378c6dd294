import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterQuizInput } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** POST a quiz question at the end of the chapter's list. */
export function createChapterQuiz({ chapterId, ...json }: ChapterQuizInput & { chapterId: string }) {
  return callApi(api.admin.courses.chapters[':id'].quizzes.$post, { param: { id: chapterId }, json });
}

export function useCreateChapterQuiz() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createChapterQuiz, onSuccess: () => invalidateCourseAdmin(queryClient) });
}
