import { useTranslation } from 'react-i18next';
import type { PerformanceResult, PerformanceResultInput } from '@common/schemas/performance-trainer';
import { cx } from '../../../lib/cx';
import { formatNumber } from '../../../lib/format';

/** The scores of a run as a list of terms; a missing median shows as a dash. */
/** `compact`: one column, for narrow places (the exercise cards, the history table). */
export function ResultSummary({ result, compact = false }: { result: PerformanceResultInput | PerformanceResult; compact?: boolean }) {
  const { t, i18n } = useTranslation(['performance-trainer']);
  const ms = (value: number | null) =>
    value === null
      ? t('performance-trainer:scores.none')
      : t('performance-trainer:scores.ms', { value: formatNumber(value, i18n.language) });
  const count = (value: number) => formatNumber(value, i18n.language);
  let rows: [string, string][];
  switch (result.exercise) {
    case 'reaction':
      rows = [
        [t('performance-trainer:scores.medianMs'), ms(result.scores.medianMs)],
        [t('performance-trainer:scores.correct'), count(result.scores.correct)],
        [t('performance-trainer:scores.wrong'), count(result.scores.wrong)],
        [t('performance-trainer:scores.missed'), count(result.scores.missed)],
        [t('performance-trainer:scores.early'), count(result.scores.early)],
      ];
      break;
    case 'vigilance':
      rows = [
        [t('performance-trainer:scores.hits'), `${count(result.scores.hits)} / ${count(result.scores.targets)}`],
        [t('performance-trainer:scores.misses'), count(result.scores.misses)],
        [t('performance-trainer:scores.falseAlarms'), count(result.scores.falseAlarms)],
        [t('performance-trainer:scores.early'), count(result.scores.early)],
        [t('performance-trainer:scores.medianMs'), ms(result.scores.medianMs)],
        ...result.scores.minuteMedians.map((value, index): [string, string] => [
          `${t('performance-trainer:scores.minuteMedians')}: ${t('performance-trainer:scores.minute', { count: index + 1 })}`,
          ms(value),
        ]),
      ];
      break;
    case 'overview':
      rows = [
        [t('performance-trainer:scores.scenes'), count(result.scores.scenes)],
        [t('performance-trainer:scores.found'), count(result.scores.found)],
        [t('performance-trainer:scores.missed'), count(result.scores.missed)],
        [t('performance-trainer:scores.wronglyTicked'), count(result.scores.wronglyTicked)],
      ];
      break;
  }
  return (
    <dl className={compact ? 'grid grid-cols-1 text-sm' : 'grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2'}>
      {rows.map(([term, value]) => (
        <div key={term} className={cx('flex justify-between gap-4 border-b border-slate-200', compact ? 'py-1' : 'py-2')}>
          <dt className="text-slate-700">{term}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
