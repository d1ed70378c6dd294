import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderSettings } from '@common/schemas/settings';
import { api, callApi } from '../../../lib/api-client';
import { settingsQueryOptions } from './get-settings';

export function updateReminders(reminders: ReminderSettings) {
  return callApi(api.settings.reminders.$put, { json: reminders });
}

export function useUpdateReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminders,
    onSuccess: (_result, reminders) =>
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, reminders }),
  });
}
