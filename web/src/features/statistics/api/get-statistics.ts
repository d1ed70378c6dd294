// GET /api/statistics?days=30|90|365: the figures of the statistics page for one period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isStatisticsPeriod, STATISTICS_PERIOD_DEFAULT, type StatisticsPeriod } from '@common/domain/statistics-periods';
import type { Language } from '@common/domain/value-sets';
import { api, callApi } from '../../../lib/api-client';
import { getCurrentLanguage } from '../../../lib/i18n';
import { DASHBOARD_QUERY_KEY } from '../../../lib/progress-queries';

export function getStatistics(days: StatisticsPeriod, signal?: AbortSignal) {
  return callApi(api.statistics.$get, { query: { days: String(days) as `${StatisticsPeriod}` } }, { signal });
}

// below the overview's key: whatever refreshes the overview after progress (invalidateProgress) refreshes these too;
// the interface language chooses the videos counted, as on the overview
export const statisticsQueryOptions = (days: StatisticsPeriod, language: Language) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_KEY, 'statistics', days, language],
    queryFn: ({ signal }) => getStatistics(days, signal),
  });

/** The period's statistics; while another period loads, the previous one stays on screen. */
export function useStatistics(days: StatisticsPeriod) {
  useTranslation();
  return useQuery({ ...statisticsQueryOptions(days, getCurrentLanguage()), placeholderData: keepPreviousData });
}

/** The address parameter that keeps the period (`?tage=90`). */
export const PERIOD_PARAM = 'tage';

/** The period in the page's address; anything else is the default of 30 days. */
export function parsePeriodParam(value: string | null): StatisticsPeriod {
  const days = Number(value);
  return isStatisticsPeriod(days) ? days : STATISTICS_PERIOD_DEFAULT;
}
