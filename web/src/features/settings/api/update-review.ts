import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

export function updateDesiredRetention(desiredRetention: number) {
  return callApi(api.settings.review.$put, { json: { desiredRetention } });
}

export function useUpdateDesiredRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesiredRetention,
    onSuccess: (_result, desiredRetention) =>
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, desiredRetention }),
  });
}
