// POST /api/performance-trainer/results: stores a finished run.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PerformanceResultInput } from '@common/schemas/performance-trainer';
import { api, callApi } from '../../../lib/api-client';
import { invalidateResults } from './results-query';

export function saveResult(json: PerformanceResultInput) {
  return callApi(api['performance-trainer'].results.$post, { json });
}

export function useSaveResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: (_, input) => invalidateResults(queryClient, input.exercise),
  });
}
