import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@common/schemas/dashboard';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { LEVEL_TEXT_KEYS } from '../dashboard-display';
import { useNumberFormat } from '../hooks/use-number-format';

/** 'MPU-Bereitschaft': the readiness in percent, its level and a bar. */
export function ReadinessCard({ summary }: { summary: Dashboard['summary'] }) {
  const { t } = useTranslation(['dashboard']);
  const format = useNumberFormat();
  const titleId = useId();
  const readiness = format.percent(summary.readiness);
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-indigo-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="flex flex-col gap-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {t('dashboard:readiness.title')}
          </h2>
          <p className="text-4xl font-bold tracking-tight text-indigo-700 sm:text-5xl">{readiness}</p>
        </div>
        <p className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-200">
          {t('dashboard:readiness.level', { level: t(LEVEL_TEXT_KEYS[summary.level]) })}
        </p>
      </div>
      <ProgressBar value={summary.readiness} labelledBy={titleId} valueText={readiness} className="mt-4" />
      <p className="mt-3 text-sm text-slate-600">{t('dashboard:readiness.explanation')}</p>
    </section>
  );
}
