import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateExamAdmin } from './list-categories';

/** Deletes one question and the attempts on it. */
export function deleteQuestion(id: string) {
  return callApi(api.admin.quiz.questions[':id'].$delete, { param: { id } });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteQuestion, onSettled: () => invalidateExamAdmin(queryClient) });
}
