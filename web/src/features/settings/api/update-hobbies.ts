import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

/** PUT /api/settings/hobbies; the answer holds the list as stored (trimmed, without duplicates). */
export function updateHobbies(hobbies: string[]) {
  return callApi(api.settings.hobbies.$put, { json: { hobbies } });
}

export function useUpdateHobbies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHobbies,
    onSuccess: ({ hobbies }) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, hobbies });
    },
  });
}
