import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@common/schemas/settings';
import { apiFetch } from '../../../lib/api-client';
import { SETTINGS_QUERY_KEY } from './get-settings';

/** PUT /api/settings/hobbies; the answer holds the list as stored (trimmed, without duplicates). */
export function updateHobbies(hobbies: string[]) {
  return apiFetch<{ success: true; hobbies: string[] }>('/api/settings/hobbies', { method: 'PUT', body: { hobbies } });
}

export function useUpdateHobbies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHobbies,
    onSuccess: ({ hobbies }) => {
      queryClient.setQueryData<Settings>(SETTINGS_QUERY_KEY, (settings) => settings && { ...settings, hobbies });
    },
  });
}
