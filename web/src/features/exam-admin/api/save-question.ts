import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamQuestionInput } from '@common/schemas/exam-admin';
import { api, callApi } from '../../../lib/api-client';
import { invalidateExamAdmin } from './list-categories';

export interface SaveQuestionInput {
  /** Set when an existing question is replaced; absent for a new one. */
  id?: string;
  values: ExamQuestionInput;
}

/** POST a new question or PUT an existing one; the server drops blank options and checks the answers. */
export function saveQuestion({ id, values }: SaveQuestionInput) {
  return id
    ? callApi(api.admin.quiz.questions[':id'].$put, { param: { id }, json: values })
    : callApi(api.admin.quiz.questions.$post, { json: values });
}

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveQuestion, onSuccess: () => invalidateExamAdmin(queryClient) });
}
