// The history of one exercise: a small SVG line chart and, on request, the same numbers as a table.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerformanceExercise, PerformanceResult } from '@common/schemas/performance-trainer';
import { Button } from '../../../components/ui/button';
import { formatDateTime, formatNumber, formatWholePercent } from '../../../lib/format';
import { CHART_BOX, headlineValueOf, isPercentExercise, layoutChart } from '../history';
import { ResultSummary } from './result-summary';

export function HistoryChart({ exercise, results }: { exercise: PerformanceExercise; results: PerformanceResult[] }) {
  const { t, i18n } = useTranslation(['performance-trainer']);
  const [isTable, setIsTable] = useState(false);
  const tableId = useId();
  if (results.length === 0) return <p className="text-slate-700">{t('performance-trainer:history.empty')}</p>;

  const percent = isPercentExercise(exercise);
  const values = results.map(headlineValueOf);
  const layout = layoutChart(values, percent);
  const format = (value: number) => (percent ? formatWholePercent(value, i18n.language) : formatNumber(value, i18n.language));
  const formatValue = (value: number | null) => (value === null ? t('performance-trainer:scores.none') : format(value));
  const metric = t(`performance-trainer:history.metric.${exercise}`);
  const title = t('performance-trainer:history.chartTitle', {
    title: t(`performance-trainer:exercises.${exercise}.title`),
    metric,
    count: results.length,
  });
  const line = layout.points.map((point) => `${point.x},${point.y}`).join(' ');
  const { width, height, left, right, top, bottom } = CHART_BOX;

  return (
    <div className="flex flex-col gap-3">
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-xl" role="img" aria-labelledby={`${tableId}-title`}>
        <title id={`${tableId}-title`}>{title}</title>
        <line x1={left} x2={left} y1={top} y2={height - bottom} stroke="#475569" />
        <line x1={left} x2={width - right} y1={height - bottom} y2={height - bottom} stroke="#475569" />
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={left - 4} x2={width - right} y1={tick.y} y2={tick.y} stroke="#e2e8f0" />
            <text x={left - 8} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#334155">
              {format(tick.value)}
            </text>
          </g>
        ))}
        <text x={(left + width - right) / 2} y={height - 8} textAnchor="middle" fontSize="12" fill="#334155">
          {t('performance-trainer:history.xAxis')}
        </text>
        {layout.points.length > 1 && <polyline points={line} fill="none" stroke="#4f46e5" strokeWidth="2" />}
        {layout.points.map((point) => (
          // a square with a white edge: visible on the line and without colour
          <rect key={point.index} x={point.x - 5} y={point.y - 5} width="10" height="10" fill="#4338ca" stroke="#fff" strokeWidth="2" />
        ))}
      </svg>
      <p className="text-sm text-slate-700">{metric}</p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-expanded={isTable}
        aria-controls={tableId}
        onClick={() => setIsTable(!isTable)}
      >
        {isTable ? t('performance-trainer:history.hideTable') : t('performance-trainer:history.showTable')}
      </Button>
      <div id={tableId} hidden={!isTable} className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                {t('performance-trainer:history.date')}
              </th>
              <th scope="col" className="py-2 pr-4">
                {metric}
              </th>
              <th scope="col" className="py-2">
                {t('performance-trainer:shell.results')}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((result, index) => (
              <tr key={result.id} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(result.startedAt, i18n.language)}</td>
                <td className="py-2 pr-4 tabular-nums">{formatValue(values[index] ?? null)}</td>
                <td className="py-2">
                  <ResultSummary result={result} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
