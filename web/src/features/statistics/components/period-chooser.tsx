import { useTranslation } from 'react-i18next';
import { STATISTICS_PERIODS, type StatisticsPeriod } from '@common/domain/statistics';
import { SegmentedControl } from '../../../components/ui/segmented-control';

interface PeriodChooserProps {
  value: StatisticsPeriod;
  onChange: (days: StatisticsPeriod) => void;
}

/** "Zeitraum": one of three periods. */
export function PeriodChooser({ value, onChange }: PeriodChooserProps) {
  const { t } = useTranslation(['statistics']);
  return (
    <SegmentedControl
      legend={t('statistics:period.label')}
      showLegend
      name="statistics-period"
      options={STATISTICS_PERIODS.map((days) => ({ value: days, label: t('statistics:period.days', { count: days }) }))}
      value={value}
      onChange={onChange}
    />
  );
}
