import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonalDetails, Settings } from '@common/schemas/settings';
import { apiFetch } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

export function updatePersonalDetails(details: PersonalDetails) {
  return apiFetch<{ success: true }>('/api/settings/personal', { method: 'PUT', body: details });
}

export function useUpdatePersonalDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalDetails,
    onSuccess: (_result, details) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) => settings && { ...settings, details });
    },
  });
}
