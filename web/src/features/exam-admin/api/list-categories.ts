import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

/** Everything of this screen lives under this key: a change refreshes categories and questions together. */
export const EXAM_ADMIN_QUERY_KEY = ['admin', 'exam'] as const;
const CATEGORIES_QUERY_KEY = [...EXAM_ADMIN_QUERY_KEY, 'categories'] as const;

/** GET /api/admin/quiz/categories: every category by name, with its question count. */
export function listCategories(signal?: AbortSignal) {
  return callApi(api.admin.quiz.categories.$get, {}, { signal });
}

export type ExamCategories = Awaited<ReturnType<typeof listCategories>>['categories'];

export const listCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: CATEGORIES_QUERY_KEY,
    queryFn: ({ signal }) => listCategories(signal),
    select: (data) => data.categories,
    staleTime: 10_000,
  });

export function useCategories() {
  return useQuery(listCategoriesQueryOptions());
}

/** Categories (their counts) and every question page: after any change on this screen. */
export function invalidateExamAdmin(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: EXAM_ADMIN_QUERY_KEY });
}
