import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { meQueryOptions } from '../../../lib/session';

/** PUT /api/settings/first-name: the first name alone, into Persönliche Daten. */
export function saveFirstName(firstName: string) {
  return callApi(api.settings['first-name'].$put, { json: { firstName } });
}

export function useSaveFirstName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFirstName,
    onSuccess: (_result, firstName) => {
      // the overview's greeting reads it from /api/me
      queryClient.setQueryData(meQueryOptions.queryKey, (me) => me && { ...me, user: { ...me.user, firstName } });
      // the settings page takes its form values once from GET /api/settings: a copy cached before
      // the tour would show (and save back) the old name
      queryClient.removeQueries({ queryKey: ['settings'] });
    },
  });
}
