import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Education } from '@common/schemas/settings';
import { api, callApi } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

export function updateEducation(education: Education) {
  return callApi(api.settings.education.$put, { json: education });
}

export function useUpdateEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEducation,
    onSuccess: (_result, education) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, education });
    },
  });
}
