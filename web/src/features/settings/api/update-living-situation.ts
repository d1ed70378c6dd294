import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LivingSituation } from '@common/schemas/settings';
import { api, callApi } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

export function updateLivingSituation(living: LivingSituation) {
  return callApi(api.settings.living.$put, { json: living });
}

export function useUpdateLivingSituation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLivingSituation,
    onSuccess: (_result, living) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, living });
    },
  });
}
