// GET /api/dashboard: every figure of the overview in one answer (readiness, counts, error rate,
// recommendations as i18n keys, path milestones).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/progress-queries';

export function getDashboard(signal?: AbortSignal) {
  return callApi(api.dashboard.$get, {}, { signal });
}

export const dashboardQueryOptions = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: ({ signal }) => getDashboard(signal),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
