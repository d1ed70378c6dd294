import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { invalidateExamAdmin } from './list-categories';

/** 'Alle löschen': every exam question and the attempts on them; the categories stay. */
export function deleteAllQuestions() {
  return callApi(api.admin.quiz.questions.$delete, {});
}

export function useDeleteAllQuestions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAllQuestions, onSettled: () => invalidateExamAdmin(queryClient) });
}
