import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateExamAdmin } from './list-categories';

/** Deletes the category with all its questions; answers how many questions went with it. */
export function deleteCategory(id: string) {
  return callApi(api.admin.quiz.categories[':id'].$delete, { param: { id } });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSettled: () => invalidateExamAdmin(queryClient) });
}
