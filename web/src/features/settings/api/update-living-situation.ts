import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LivingSituation, Settings } from '@common/schemas/settings';
import { apiFetch } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

export function updateLivingSituation(living: LivingSituation) {
  return apiFetch<{ success: true }>('/api/settings/living', { method: 'PUT', body: living });
}

export function useUpdateLivingSituation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLivingSituation,
    onSuccess: (_result, living) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) => settings && { ...settings, living });
    },
  });
}
