import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalDetails } from '@common/schemas/settings';
import { api, callApi } from '../../../lib/api-client';
import { ME_QUERY_KEY } from '../../../lib/session';
import { settingsQueryOptions } from './get-settings';

export function updatePersonalDetails(details: PersonalDetails) {
  return callApi(api.settings.personal.$put, { json: details });
}

export function useUpdatePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalDetails,
    onSuccess: (_result, details) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, details });
      // the header and the greeting use the first name
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}
