// A drop shows the new chapter order at once (the cache is written before the request); whatever the
// server answers, the course is then fetched again, so a refused order (409 ORDER_STALE: someone else
// changed the chapters) turns back into the server's order: the alert and the reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedChapter, ManagedCourse } from '@common/schemas/course-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateCourseAdmin, managedCourseQueryKey } from './course-admin-query';

/** PUT every chapter id of the course in the new order; 409 ORDER_STALE when the list is not exactly its chapters. */
export function reorderChapters({ courseId, chapterIds }: { courseId: string; chapterIds: string[] }) {
  return callApi(api.admin.courses[':id'].chapters.order.$put, { param: { id: courseId }, json: { chapterIds } });
}

export function useReorderChapters(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: readonly ManagedChapter[]) => reorderChapters({ courseId, chapterIds: next.map((chapter) => chapter.id) }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: managedCourseQueryKey(courseId) });
      queryClient.setQueryData<ManagedCourse>(managedCourseQueryKey(courseId), (course) => course && { ...course, chapters: [...next] });
    },
    onSettled: () => invalidateCourseAdmin(queryClient),
  });
}
