// GET /api/dashboard: every figure of the overview in one answer (readiness, counts, error rate,
// recommendations as i18n keys, path milestones). The video figures follow the interface language
// (the server reads it from the i18next cookie, as the library shows the videos), so it is part of the key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@common/domain/value-sets';
import { api, callApi } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { DASHBOARD_QUERY_KEY } from '../../../lib/progress-queries';

export function getDashboard(signal?: AbortSignal) {
  return callApi(api.dashboard.$get, {}, { signal });
}

export const dashboardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, language],
    queryFn: ({ signal }) => getDashboard(signal),
  });

export function useDashboard() {
  // re-renders on a language switch, so the overview asks again
  useTranslation();
  return useQuery(dashboardQueryOptions(getCurrentLanguage()));
}
