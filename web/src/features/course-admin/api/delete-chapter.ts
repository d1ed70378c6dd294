import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin } from './course-admin-query';

/** Deletes the chapter with its quiz questions; the server renumbers the rest. */
export function deleteChapter(id: string) {
  return callApi(api.admin.courses.chapters[':id'].$delete, { param: { id } });
}

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteChapter, onSettled: () => invalidateCourseAdmin(queryClient) });
}
