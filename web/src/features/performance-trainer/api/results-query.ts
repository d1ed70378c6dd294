// GET /api/performance-trainer/results?exercise=…: the viewer's runs of one exercise, oldest first.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PerformanceExercise } from '@common/schemas/performance-trainer';
import { api, callApi } from '../../../lib/api-client';

export const resultsQueryKey = (exercise: PerformanceExercise) => ['performance-trainer', 'results', exercise] as const;

export const resultsQueryOptions = (exercise: PerformanceExercise) =>
  queryOptions({
    queryKey: resultsQueryKey(exercise),
    queryFn: ({ signal }) => callApi(api['performance-trainer'].results.$get, { query: { exercise } }, { signal }),
  });

export function useResults(exercise: PerformanceExercise) {
  return useQuery(resultsQueryOptions(exercise));
}

export function invalidateResults(queryClient: QueryClient, exercise: PerformanceExercise) {
  return queryClient.invalidateQueries({ queryKey: resultsQueryKey(exercise) });
}
