import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamSimulationSettings } from '@common/schemas/exam-simulation';
import { api, callApi } from '../../../lib/api-client';
import { EXAM_ADMIN_QUERY_KEY } from './list-categories';

/** GET /api/admin/exam-simulation: questions, minutes and pass line of the Prüfungssimulation. */
export const examSimulationSettingsQueryOptions = queryOptions({
  queryKey: [...EXAM_ADMIN_QUERY_KEY, 'simulation-settings'],
  queryFn: ({ signal }) => callApi(api.admin['exam-simulation'].$get, {}, { signal }),
});

export const useExamSimulationSettings = () => useQuery(examSimulationSettingsQueryOptions);

/** PUT /api/admin/exam-simulation (audited). */
export function useSaveExamSimulationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ExamSimulationSettings) => callApi(api.admin['exam-simulation'].$put, { json: settings }),
    onSuccess: (saved) => queryClient.setQueryData(examSimulationSettingsQueryOptions.queryKey, saved),
  });
}
