import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ROUTES } from '@common/domain/navigation';
import type { Dashboard } from '@common/schemas/dashboard';
import { useNumberFormat } from '../hooks/use-number-format';
import { ErrorRate } from './error-rate';
import { Section } from './section';

/** 'Lernstatistik': all attempts, the right and the wrong ones, the error rate, and the way to the statistics page. */
export function LearningStatistics({ counts, summary }: Pick<Dashboard, 'counts' | 'summary'>) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  const titleId = useId();
  const figures = [
    { label: t('dashboard:statistics.attempts'), value: format.count(counts.attempts) },
    { label: t('dashboard:statistics.correct'), value: format.count(counts.attempts - counts.incorrectAttempts) },
    { label: t('dashboard:statistics.incorrect'), value: format.count(counts.incorrectAttempts) },
  ];
  return (
    <Section titleId={titleId} title={t('dashboard:statistics.title')}>
      <dl className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-4">
        {figures.map(({ label, value }) => (
          <div key={label} className="flex flex-col gap-1">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold tracking-tight text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium text-slate-700">{t('dashboard:statistics.errorRate')}</dt>
          <dd>
            <ErrorRate errorRate={summary.errorRate} colour={summary.errorRateColour} size="md" />
          </dd>
        </div>
      </dl>
      <Link to={DASHBOARD_ROUTES.statistics.path} className="self-start font-semibold">
        {t('dashboard:statistics.link')}
      </Link>
    </Section>
  );
}
