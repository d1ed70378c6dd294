import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@common/schemas/settings';
import { apiFetch } from '../../../lib/api-client';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** GET /api/settings: email, details, living situation, education and hobbies (missing rows are created). */
export const settingsQueryOptions = queryOptions({
  queryKey: SETTINGS_QUERY_KEY,
  // the forms take their start values once, so a refetch (on focus) only refreshes the shown address
  queryFn: ({ signal }) => apiFetch<Settings>('/api/settings', { signal }),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
