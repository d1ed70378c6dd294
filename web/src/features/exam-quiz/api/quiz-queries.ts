// The quiz hub; the rounds' calls are in round-queries.ts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { QUIZ_QUERY_KEY } from '../../../lib/progress-queries';

export const quizHubQueryOptions = queryOptions({
  queryKey: [...QUIZ_QUERY_KEY, 'hub'],
  queryFn: ({ signal }) => callApi(api.quiz.hub.$get, {}, { signal }),
});

export const useQuizHub = () => useQuery(quizHubQueryOptions);
