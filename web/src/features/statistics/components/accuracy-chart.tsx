import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '@common/schemas/statistics';
import { useElementWidth } from '../hooks/use-element-width';
import type { StatisticsFormat } from '../hooks/use-statistics-format';
import { getAccuracy, getSeriesStyle, pickTickIndexes } from '../statistics-display';
import { ChartFigure, DataTable, tdClass, thClass } from './chart-figure';
import { BottomAxis, ChartDrawing, GridLines, LeftAxis, LineSample, MARGIN, Marker } from './chart-parts';

const HEIGHT = 300;
const PERCENT_TICKS = [0, 25, 50, 75, 100];

interface AccuracyChartProps {
  statistics: Statistics;
  format: StatisticsFormat;
}

/** Accuracy per category and ISO week: one line per category, a gap in weeks without answers. */
export function AccuracyChart({ statistics, format }: AccuracyChartProps) {
  const { t } = useTranslation(['statistics']);
  const weeks = statistics.completionsPerWeek.map((week) => week.week);
  const series = statistics.accuracyPerWeek.map((category, index) => {
    const byWeek = new Map(category.weeks.map((week) => [week.week, week]));
    return { ...category, style: getSeriesStyle(index), byWeek };
  });
  const cellText = (week?: { answers: number; correct: number }) =>
    week
      ? t('statistics:accuracy.cell', {
          percent: format.percent(getAccuracy(week.correct, week.answers)),
          correct: format.number(week.correct),
          answers: format.number(week.answers),
        })
      : null;

  return (
    <ChartFigure
      title={t('statistics:accuracy.title')}
      renderChart={(captionId) =>
        series.length === 0 ? (
          <p className="text-slate-700">{t('statistics:accuracy.empty')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <AccuracyDrawing
              captionId={captionId}
              weeks={weeks}
              series={series}
              format={format}
              summary={t('statistics:accuracy.summary')}
            />
            <ul aria-label={t('statistics:accuracy.legend')} className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
              {series.map((category) => (
                <li key={category.categoryId} className="flex items-center gap-2">
                  <LineSample {...category.style} />
                  {category.categoryName}
                </li>
              ))}
            </ul>
          </div>
        )
      }
      renderTable={() => (
        <DataTable caption={t('statistics:accuracy.title')}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('statistics:accuracy.columnWeek')}
              </th>
              {series.map((category) => (
                <th key={category.categoryId} scope="col" className={thClass}>
                  {category.categoryName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  {format.weekWithDates(week)}
                </th>
                {series.map((category) => {
                  const text = cellText(category.byWeek.get(week));
                  return (
                    <td key={category.categoryId} className={tdClass}>
                      {text ?? (
                        <>
                          <span aria-hidden="true">–</span>
                          <span className="sr-only">{t('statistics:accuracy.noAnswers')}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    />
  );
}

interface AccuracyDrawingProps {
  captionId: string;
  weeks: string[];
  series: { categoryId: string; style: ReturnType<typeof getSeriesStyle>; byWeek: Map<string, { answers: number; correct: number }> }[];
  format: StatisticsFormat;
  summary: string;
}

function AccuracyDrawing({ captionId, weeks, series, format, summary }: AccuracyDrawingProps) {
  const { t } = useTranslation(['statistics']);
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint({ domain: weeks, range: [0, plotWidth], padding: 0.5 });
  const y = scaleLinear({ domain: [0, 100], range: [plotHeight, 0] });
  const weekTicks = pickTickIndexes(weeks.length, Math.max(2, Math.floor(plotWidth / 70))).map((i) => weeks[i]!);
  return (
    <div ref={ref}>
      <ChartDrawing captionId={captionId} summary={summary} width={width} height={HEIGHT}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridLines ys={PERCENT_TICKS.map((tick) => y(tick))} width={plotWidth} />
          {series.map(({ categoryId, style, byWeek }) => {
            const points = weeks.map((week) => {
              const counts = byWeek.get(week);
              return { week, value: counts ? getAccuracy(counts.correct, counts.answers) : undefined };
            });
            return (
              <g key={categoryId}>
                <LinePath
                  data={points}
                  defined={(point) => point.value !== undefined}
                  x={(point) => x(point.week) ?? 0}
                  y={(point) => y(point.value ?? 0)}
                  stroke={style.colour}
                  strokeWidth={2.5}
                  strokeDasharray={style.dash || undefined}
                />
                {points.map((point) =>
                  point.value === undefined ? null : (
                    <Marker key={point.week} shape={style.marker} x={x(point.week) ?? 0} y={y(point.value)} colour={style.colour} />
                  ),
                )}
              </g>
            );
          })}
          <LeftAxis
            scale={y}
            label={t('statistics:accuracy.yAxis')}
            tickValues={PERCENT_TICKS}
            tickFormat={(value) => format.percent(Number(value))}
          />
          <BottomAxis
            scale={x}
            top={plotHeight}
            label={t('statistics:weekAxis')}
            tickValues={weekTicks}
            tickFormat={(week) => format.week(String(week))}
          />
        </Group>
      </ChartDrawing>
    </div>
  );
}
