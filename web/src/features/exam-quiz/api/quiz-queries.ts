// The quiz hub; the rounds' calls are in round-queries.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { QUIZ_QUERY_KEY } from '../../../lib/progress-queries';

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
