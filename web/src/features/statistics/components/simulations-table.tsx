import { useTranslation } from 'react-i18next';
import type { Statistics } from '@common/schemas/statistics';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/format';
import type { StatisticsFormat } from '../hooks/use-statistics-format';
import { tdClass, thClass } from './chart-figure';

/** The Prüfungssimulationen of the period, oldest first: when, how many percent, passed or not. */
export function SimulationsTable({ statistics, format }: { statistics: Statistics; format: StatisticsFormat }) {
  const { t, i18n } = useTranslation(['statistics']);
  if (statistics.examSimulations.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-slate-900">{t('statistics:simulations.title')}</h2>
      <div className="overflow-x-auto">
        {/* without a minimum width (unlike the charts' tables): three short columns fit a phone, the date wraps */}
        <table className="w-full border-collapse text-left text-sm tabular-nums">
          <caption className="sr-only">{t('statistics:simulations.title')}</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('statistics:simulations.date')}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t('statistics:simulations.percent')}
              </th>
              <th scope="col" className={thClass}>
                {t('statistics:simulations.outcome')}
              </th>
            </tr>
          </thead>
          <tbody>
            {statistics.examSimulations.map((simulation) => (
              <tr key={simulation.id}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  <time dateTime={simulation.submittedAt}>{formatDateTime(simulation.submittedAt, i18n.resolvedLanguage)}</time>
                </th>
                <td className={`${tdClass} text-right`}>{format.percent(simulation.percent)}</td>
                <td className={tdClass}>
                  <Badge variant={simulation.passed ? 'success' : 'neutral'}>
                    {simulation.passed ? t('statistics:simulations.passed') : t('statistics:simulations.notPassed')}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
