// The learner's quiz calls: the hub, the questions of a mode, and an answer (evaluated on the server).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuizMode } from '@common/schemas/quiz';
import { api, callApi } from '../../../lib/api-client';
import { QUIZ_QUERY_KEY, invalidateProgress } from '../../../lib/progress-queries';

export const quizHubQueryOptions = queryOptions({
  queryKey: [...QUIZ_QUERY_KEY, 'hub'],
  queryFn: ({ signal }) => callApi(api.quiz.hub.$get, {}, { signal }),
});

export const useQuizHub = () => useQuery(quizHubQueryOptions);

/** A category's questions with their lights; under the hub's key, so an answer refreshes them with the hub. */
export const categoryLightsQueryOptions = (categoryId: string) =>
  queryOptions({
    queryKey: [...QUIZ_QUERY_KEY, 'hub', 'lights', categoryId],
    queryFn: ({ signal }) => callApi(api.quiz.categories[':id'].lights.$get, { param: { id: categoryId } }, { signal }),
  });

export const useCategoryLights = (categoryId: string) => useQuery(categoryLightsQueryOptions(categoryId));

export function quizQuestionsQueryOptions(mode: QuizMode, categoryId?: string) {
  return queryOptions({
    queryKey: [...QUIZ_QUERY_KEY, 'questions', mode, categoryId ?? null],
    queryFn: ({ signal }) => callApi(api.quiz.questions.$get, { query: { mode, ...(categoryId && { categoryId }) } }, { signal }),
    // a run works on the list it started with: a new shuffle or a shrinking mistakes list comes
    // with the next visit, never in the middle of a run
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export const useQuizQuestions = (mode: QuizMode, categoryId?: string) => useQuery(quizQuestionsQueryOptions(mode, categoryId));

export function useAnswerQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, selected }: { questionId: string; selected: string[] }) =>
      callApi(api.quiz.questions[':id'].answer.$post, { param: { id: questionId }, json: { selected } }),
    onSuccess: () => invalidateProgress(queryClient),
  });
}
