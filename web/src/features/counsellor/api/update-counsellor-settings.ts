// PUT /api/counsellor/settings CounsellorSettingsInput → CounsellorSettings (400 VALIDATION_ERROR with field codes).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounsellorSettings, CounsellorSettingsInput } from '@common/schemas/counsellor';
import { COUNSELLOR_SETTINGS_QUERY_KEY } from './counsellor-settings-query';
import { requestCounsellorApi } from './counsellor-request';

export function updateCounsellorSettings(json: CounsellorSettingsInput) {
  return requestCounsellorApi<CounsellorSettings>('/counsellor/settings', { method: 'PUT', json });
}

export function useUpdateCounsellorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCounsellorSettings,
    onSuccess: (settings) => queryClient.setQueryData(COUNSELLOR_SETTINGS_QUERY_KEY, settings),
  });
}
