import { SimulationsTable } from '../components/simulations-table';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ROUTES } from '@common/domain/navigation';
import { isPageAllowed } from '@common/domain/page-keys';
import type { StatisticsPeriod } from '@common/domain/statistics';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/session';
import { parsePeriodParam, PERIOD_PARAM, useStatistics } from '../api/get-statistics';
import { AccuracyChart } from '../components/accuracy-chart';
import { AnswersHeatmap } from '../components/answers-heatmap';
import { CompletionsChart } from '../components/completions-chart';
import { PeriodChooser } from '../components/period-chooser';
import { ReadinessChart } from '../components/readiness-chart';
import { useStatisticsFormat } from '../hooks/use-statistics-format';
import { isStatisticsEmpty } from '../statistics-display';
import '../locales';

/** /dashboard/statistics: the learner's answers, accuracy, completions and readiness over 30, 90 or 365 days. */
export function StatisticsPage() {
  const { t } = useTranslation(['statistics']);
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const days = parsePeriodParam(params.get(PERIOD_PARAM));
  const statistics = useStatistics(days);
  const { data } = statistics;
  const format = useStatisticsFormat();
  const canOpenQuiz = me ? isPageAllowed(me.role, me.permissions, 'courses') : false;

  function choosePeriod(next: StatisticsPeriod) {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(PERIOD_PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  }

  const range = data ? t('statistics:period.range', { from: format.date(data.from), to: format.date(data.to) }) : '';

  return (
    <>
      <PageHeader title={t('statistics:title')} description={<p>{t('statistics:description')}</p>} />
      {data ? (
        <div className="flex flex-col gap-6" aria-busy={statistics.isPlaceholderData || undefined}>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-6">
            <PeriodChooser value={days} onChange={choosePeriod} />
            <p className="pb-3 text-sm text-slate-700">{range}</p>
          </div>
          {isStatisticsEmpty(data) ? (
            <EmptyState
              title={t('statistics:empty.title')}
              description={t('statistics:empty.description')}
              action={canOpenQuiz ? <ButtonLink to={DASHBOARD_ROUTES.quiz.path}>{t('statistics:empty.toQuiz')}</ButtonLink> : undefined}
            />
          ) : (
            <>
              <AnswersHeatmap statistics={data} format={format} range={range} />
              <AccuracyChart statistics={data} format={format} />
              <CompletionsChart statistics={data} format={format} range={range} />
              <ReadinessChart statistics={data} format={format} />
              <SimulationsTable statistics={data} format={format} />
            </>
          )}
        </div>
      ) : statistics.isError ? (
        <LoadErrorBanner
          retryLabel={t('statistics:loadError.retry')}
          onRetry={() => void statistics.refetch()}
          isRetrying={statistics.isFetching}
        >
          {t('statistics:loadError.message')}
        </LoadErrorBanner>
      ) : (
        <Spinner label={t('statistics:loading')} showLabel />
      )}
    </>
  );
}
