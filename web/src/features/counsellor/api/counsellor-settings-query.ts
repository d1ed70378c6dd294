// GET /api/counsellor/settings: the counsellor's own session mode, video link, phone, address and times.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounsellorSettings } from '@common/schemas/counsellor';
import { requestCounsellorApi } from './counsellor-request';

export const COUNSELLOR_SETTINGS_QUERY_KEY = ['counsellor', 'settings'] as const;

export const counsellorSettingsQueryOptions = () =>
  queryOptions({
    queryKey: COUNSELLOR_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => requestCounsellorApi<CounsellorSettings>('/counsellor/settings', { signal }),
  });

export function useCounsellorSettings() {
  return useQuery(counsellorSettingsQueryOptions());
}
