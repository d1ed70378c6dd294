import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/progress-queries';
import { settingsQueryOptions } from './get-settings';

export function updateDailyGoal(dailyGoal: number) {
  return callApi(api.settings['daily-goal'].$put, { json: { dailyGoal } });
}

export function useUpdateDailyGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDailyGoal,
    onSuccess: async (_result, dailyGoal) => {
      queryClient.setQueryData(settingsQueryOptions.queryKey, (settings) => settings && { ...settings, dailyGoal });
      // the overview's card counts towards the new goal
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
