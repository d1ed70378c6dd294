import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Education, Settings } from '@common/schemas/settings';
import { apiFetch } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

export function updateEducation(education: Education) {
  return apiFetch<{ success: true }>('/api/settings/education', { method: 'PUT', body: education });
}

export function useUpdateEducation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEducation,
    onSuccess: (_result, education) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) => settings && { ...settings, education });
    },
  });
}
