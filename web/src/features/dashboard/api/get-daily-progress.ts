// GET /api/dashboard/today: exam questions answered today (in Germany), the 'Tagesziel' and the days in a row.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client';
import { DASHBOARD_QUERY_KEY } from '../../../lib/progress-queries';

export const dailyProgressQueryOptions = queryOptions({
  // under the overview's key: an answer or a new goal refreshes it with the overview
  queryKey: [...DASHBOARD_QUERY_KEY, 'today'],
  queryFn: ({ signal }) => callApi(api.dashboard.today.$get, {}, { signal }),
});

/** Only asked when the learner may open the exam questions (page 'courses'). */
export const useDailyProgress = (enabled: boolean) => useQuery({ ...dailyProgressQueryOptions, enabled });
