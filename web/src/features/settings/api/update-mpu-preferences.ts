import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MpuReason } from '@common/domain/mpu-reasons';
import type { Language } from '@common/domain/value-sets';
import { saveAccountLanguage } from '../../../lib/account-language';
import { api, callApi } from '../../../lib/api-client';
import { changeLanguage, getCurrentLanguage } from '../../../lib/i18n';
import { settingsQueryOptions } from './get-settings';

export function updateMpuReasons(mpuReasons: MpuReason[]) {
  return callApi(api.settings['mpu-reasons'].$put, { json: { mpuReasons } });
}

export function useUpdateMpuReasons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMpuReasons,
    onSuccess: async (_result, mpuReasons) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, mpuReasons });
      // the reasons choose every list's content (videos, questions, articles) and the dashboard's figures
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== settingsQueryOptions.queryKey[0] });
    },
  });
}

export function useUpdateAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountLanguage,
    onSuccess: async (_result, language: Language) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, language });
      if (language !== getCurrentLanguage()) await changeLanguage(language);
    },
  });
}
