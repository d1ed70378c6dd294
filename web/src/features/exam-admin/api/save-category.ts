import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamCategoryInput } from '@common/schemas/exam-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateExamAdmin } from './list-categories';

export interface SaveCategoryInput extends ExamCategoryInput {
  /** Set when an existing category is changed; absent for a new one. */
  id?: string;
}

/** POST a new category (201 with its id) or PUT an existing one; 409 CATEGORY_EXISTS when the name is taken. */
export async function saveCategory({ id, ...json }: SaveCategoryInput) {
  if (id) await callApi(api.admin.quiz.categories[':id'].$put, { param: { id }, json });
  else await callApi(api.admin.quiz.categories.$post, { json });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSuccess: () => invalidateExamAdmin(queryClient) });
}
