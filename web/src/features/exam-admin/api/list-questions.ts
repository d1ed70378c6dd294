import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { EXAM_ADMIN_QUERY_KEY } from './list-categories';

export interface ListQuestionsInput {
  /** '' for all categories. */
  categoryId: string;
  search: string;
  page: number;
}

/** GET /api/admin/quiz/questions: one page, newest first, in the server's page size (EXAM_QUESTIONS_PAGE_SIZE). */
export function listQuestions({ categoryId, search, page }: ListQuestionsInput, signal?: AbortSignal) {
  const query = { search, page: String(page), ...(categoryId ? { categoryId } : {}) };
  return callApi(api.admin.quiz.questions.$get, { query }, { signal });
}

export type QuestionListPage = Awaited<ReturnType<typeof listQuestions>>;

export const listQuestionsQueryOptions = (input: ListQuestionsInput) =>
  queryOptions({
    queryKey: [...EXAM_ADMIN_QUERY_KEY, 'questions', input],
    queryFn: ({ signal }) => listQuestions(input, signal),
    // the old page stays on screen while the next filter or page loads
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useQuestions(input: ListQuestionsInput) {
  return useQuery(listQuestionsQueryOptions(input));
}
