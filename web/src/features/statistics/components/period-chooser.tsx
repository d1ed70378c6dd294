import { useTranslation } from 'react-i18next';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@common/domain/statistics';
import { cx } from '../../../lib/cx';

interface PeriodChooserProps {
  value: StatisticsPeriod;
  onChange: (days: StatisticsPeriod) => void;
}

/** "Zeitraum": one of three periods, as a segmented control of native radio buttons (arrow keys move). */
export function PeriodChooser({ value, onChange }: PeriodChooserProps) {
  const { t } = useTranslation(['statistics']);
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t('statistics:period.label')}</legend>
      <div className="inline-flex self-start rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
        {STATISTICS_PERIODS.map((days) => (
          <label
            key={days}
            className={cx(
              'relative flex min-h-11 cursor-pointer items-center rounded-md px-4 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              days === value ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name="statistics-period"
              value={days}
              checked={days === value}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            {t('statistics:period.days', { count: days })}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
