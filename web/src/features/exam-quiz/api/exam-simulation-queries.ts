// The 'Prüfungssimulation' calls: the hub's overview, start (or resume), the simulation, an answer, submit.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamSimulation } from '@common/schemas/exam-simulation';
import { api, callApi } from '../../../lib/api-client';
import { QUIZ_QUERY_KEY, invalidateProgress } from '../../../lib/progress-queries';

const SIMULATION_KEY = [...QUIZ_QUERY_KEY, 'simulation'] as const;

export const examSimulationOverviewQueryOptions = queryOptions({
  queryKey: [...SIMULATION_KEY, 'overview'],
  queryFn: ({ signal }) => callApi(api['exam-simulations'].$get, {}, { signal }),
});

export const useExamSimulationOverview = () => useQuery(examSimulationOverviewQueryOptions);

export const examSimulationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...SIMULATION_KEY, id],
    queryFn: ({ signal }) => callApi(api['exam-simulations'][':id'].$get, { param: { id } }, { signal }),
    // the answers live on the screen while it runs; a refetch would only move the timer's base
    refetchOnWindowFocus: false,
  });

export const useExamSimulation = (id: string, options: { pollWhileEnding?: boolean } = {}) =>
  useQuery({
    ...examSimulationQueryOptions(id),
    // at the end of the time the server decides: ask until it says the simulation is over
    refetchInterval: (query) => (options.pollWhileEnding && query.state.data?.status === 'running' ? 1000 : false),
  });

export function useStartExamSimulation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api['exam-simulations'].$post, {}),
    onSuccess: (simulation) => {
      queryClient.setQueryData(examSimulationQueryOptions(simulation.id).queryKey, simulation);
      void queryClient.invalidateQueries({ queryKey: examSimulationOverviewQueryOptions.queryKey });
    },
  });
}

export function useSaveExamAnswer(id: string) {
  return useMutation({
    mutationFn: ({ questionId, selected, marked }: { questionId: string; selected: number[]; marked: boolean }) =>
      callApi(api['exam-simulations'][':id'].answers[':questionId'].$put, { param: { id, questionId }, json: { selected, marked } }),
  });
}

export function useSubmitExamSimulation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api['exam-simulations'][':id'].submit.$post, { param: { id } }),
    onSuccess: (simulation: ExamSimulation) => {
      queryClient.setQueryData(examSimulationQueryOptions(id).queryKey, simulation);
      void queryClient.invalidateQueries({ queryKey: examSimulationOverviewQueryOptions.queryKey });
      invalidateProgress(queryClient);
    },
  });
}
