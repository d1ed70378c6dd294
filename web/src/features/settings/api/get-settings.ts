import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** GET /api/settings: email, details, living situation, education and hobbies (missing rows are created). */
export function getSettings(signal?: AbortSignal) {
  return callApi(api.settings.$get, {}, { signal });
}

export const settingsQueryOptions = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  // the forms take their start values once, so a refetch (on focus) only refreshes the shown address
  queryFn: ({ signal }) => getSettings(signal),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
