import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '@common/schemas/statistics';
import { useElementWidth } from '../hooks/use-element-width';
import type { StatisticsFormat } from '../hooks/use-statistics-format';
import { pickTickIndexes } from '../statistics-display';
import { ChartFigure, DataTable, tdClass, thClass } from './chart-figure';
import { BottomAxis, ChartDrawing, GridLines, LeftAxis, MARGIN } from './chart-parts';

const HEIGHT = 280;
const PERCENT_TICKS = [0, 25, 50, 75, 100];
const COLOUR = '#4f46e5';

/** The overview's readiness at the end of each day of the period. */
export function ReadinessChart({ statistics, format }: { statistics: Statistics; format: StatisticsFormat }) {
  const { t } = useTranslation(['statistics']);
  const days = statistics.readinessPerDay;
  const summary = t('statistics:readiness.summary', {
    first: format.percent(days[0]?.readiness ?? 0),
    from: format.date(statistics.from),
    last: format.percent(days.at(-1)?.readiness ?? 0),
    to: format.date(statistics.to),
  });
  return (
    <ChartFigure
      title={t('statistics:readiness.title')}
      note={t('statistics:readiness.note')}
      renderChart={(captionId) => <ReadinessDrawing captionId={captionId} days={days} format={format} summary={summary} />}
      renderTable={() => (
        <DataTable caption={t('statistics:readiness.title')}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('statistics:readiness.columnDate')}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t('statistics:readiness.columnReadiness')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  {format.date(day.date)}
                </th>
                <td className={`${tdClass} text-right`}>{format.percent(day.readiness)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    />
  );
}

interface ReadinessDrawingProps {
  captionId: string;
  days: Statistics['readinessPerDay'];
  format: StatisticsFormat;
  summary: string;
}

function ReadinessDrawing({ captionId, days, format, summary }: ReadinessDrawingProps) {
  const { t } = useTranslation(['statistics']);
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleLinear({ domain: [0, Math.max(1, days.length - 1)], range: [0, plotWidth] });
  const y = scaleLinear({ domain: [0, 100], range: [plotHeight, 0] });
  const dayTicks = pickTickIndexes(days.length, Math.max(2, Math.floor(plotWidth / 80)));
  const last = days.at(-1);
  return (
    <div ref={ref}>
      <ChartDrawing captionId={captionId} summary={summary} width={width} height={HEIGHT}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridLines ys={PERCENT_TICKS.map((tick) => y(tick))} width={plotWidth} />
          <LinePath data={days} x={(_, i) => x(i)} y={(day) => y(day.readiness)} stroke={COLOUR} strokeWidth={2.5} />
          {/* today's value, marked and written at the end of the line */}
          {last && (
            <g>
              <circle cx={x(days.length - 1)} cy={y(last.readiness)} r={5} fill={COLOUR} />
              <text x={x(days.length - 1) - 8} y={y(last.readiness) - 10} textAnchor="end" fontSize={13} fontWeight={600} fill="#1e293b">
                {format.percent(last.readiness)}
              </text>
            </g>
          )}
          <LeftAxis
            scale={y}
            label={t('statistics:readiness.yAxis')}
            tickValues={PERCENT_TICKS}
            tickFormat={(value) => format.percent(Number(value))}
          />
          <BottomAxis
            scale={x}
            top={plotHeight}
            label={t('statistics:dateAxis')}
            tickValues={dayTicks}
            tickFormat={(index) => format.shortDate(days[Number(index)]?.date ?? '')}
          />
        </Group>
      </ChartDrawing>
    </div>
  );
}
