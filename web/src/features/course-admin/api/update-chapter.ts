import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChapterInput } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** PUT a chapter's title and Markdown content. */
export function updateChapter({ id, ...json }: ChapterInput & { id: string }) {
  return callApi(api.admin.courses.chapters[':id'].$put, { param: { id }, json });
}

export function useUpdateChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateChapter, onSuccess: () => invalidateCourseAdmin(queryClient) });
}
