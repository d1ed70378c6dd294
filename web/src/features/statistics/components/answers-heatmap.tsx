import { useTranslation } from 'react-i18next';
import type { Statistics } from '@common/schemas/statistics';
import { useElementWidth } from '../hooks/use-element-width';
import type { StatisticsFormat } from '../hooks/use-statistics-format';
import { buildHeatmapGrid, pickTickIndexes, type HeatmapGrid, type HeatmapStep } from '../statistics-display';
import { ChartFigure, DataTable, tdClass, thClass } from './chart-figure';
import { TEXT } from './chart-parts';

/** Fill per step (slate-100 for none, then indigo 200–800) and the text that stays readable on it. */
const LEVEL_FILL = ['#f1f5f9', '#c7d2fe', '#818cf8', '#4f46e5', '#3730a3'];
const LEVEL_TEXT = ['#334155', '#0f172a', '#0f172a', '#ffffff', '#ffffff'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const GAP = 3;
const LEFT = 52; // the rotated axis title and the weekday names
const TOP = 22; // the week names
const BOTTOM = 30; // the axis title under the grid

interface AnswersHeatmapProps {
  statistics: Statistics;
  format: StatisticsFormat;
  range: string;
}

/** Answers per day as a calendar: a column per ISO week, a row per weekday, darker for more answers. */
export function AnswersHeatmap({ statistics, format, range }: AnswersHeatmapProps) {
  const { t } = useTranslation(['statistics']);
  const grid = buildHeatmapGrid(statistics.from, statistics.to, statistics.answersPerDay);
  const answers = statistics.answersPerDay.reduce((sum, day) => sum + day.answers, 0);
  const summary = t('statistics:heatmap.summary', {
    count: answers,
    days: format.number(statistics.answersPerDay.length),
    max: format.number(grid.max),
    range,
  });
  return (
    <ChartFigure
      title={t('statistics:heatmap.title')}
      note={summary}
      renderChart={(captionId) => (
        <div className="flex flex-col gap-3">
          <HeatmapDrawing captionId={captionId} grid={grid} format={format} />
          <Legend scale={grid.scale} format={format} />
        </div>
      )}
      renderTable={() =>
        statistics.answersPerDay.length === 0 ? (
          <p className="text-slate-700">{t('statistics:heatmap.noAnswers')}</p>
        ) : (
          <DataTable caption={`${t('statistics:heatmap.title')} (${t('statistics:heatmap.tableNote')})`}>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  {t('statistics:heatmap.columnDate')}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t('statistics:heatmap.columnAnswers')}
                </th>
                <th scope="col" className={`${thClass} text-right`}>
                  {t('statistics:heatmap.columnCorrect')}
                </th>
              </tr>
            </thead>
            <tbody>
              {statistics.answersPerDay.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className={`${tdClass} font-medium`}>
                    {format.date(day.date)}
                  </th>
                  <td className={`${tdClass} text-right`}>{format.number(day.answers)}</td>
                  <td className={`${tdClass} text-right`}>{format.number(day.correct)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )
      }
    />
  );
}

function HeatmapDrawing({ captionId, grid, format }: { captionId: string; grid: HeatmapGrid; format: StatisticsFormat }) {
  const { t } = useTranslation(['statistics']);
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const cell = Math.max(6, Math.min(34, Math.floor((width - LEFT) / grid.weeks.length) - GAP));
  const pitch = cell + GAP;
  const drawingWidth = LEFT + grid.weeks.length * pitch;
  const height = TOP + 7 * pitch + BOTTOM;
  const weekTicks = new Set(pickTickIndexes(grid.weeks.length, Math.max(2, Math.floor((drawingWidth - LEFT) / 56))));
  const showNumbers = cell >= 22;
  return (
    <div ref={ref}>
      <svg
        role="img"
        aria-labelledby={captionId}
        width={drawingWidth}
        height={height}
        viewBox={`0 0 ${drawingWidth} ${height}`}
        className="block max-w-full"
      >
        <text
          transform={`translate(12, ${TOP + (7 * pitch) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={13}
          fontWeight={600}
          fill={TEXT}
        >
          {t('statistics:heatmap.weekdayAxis')}
        </text>
        {WEEKDAYS.map((weekday, row) =>
          // every other name when the rows are narrow
          cell >= 14 || row % 2 === 0 ? (
            <text key={weekday} x={LEFT - 6} y={TOP + row * pitch + cell / 2 + 4} textAnchor="end" fontSize={12} fill={TEXT}>
              {t(`statistics:heatmap.weekdays.${weekday}`)}
            </text>
          ) : null,
        )}
        {grid.weeks.map((week, column) =>
          weekTicks.has(column) ? (
            <text key={week} x={LEFT + column * pitch} y={TOP - 8} fontSize={12} fill={TEXT}>
              {format.week(week)}
            </text>
          ) : null,
        )}
        {grid.columns.map((days, column) =>
          days.map((day, row) =>
            day ? (
              <g key={day.date}>
                <rect
                  x={LEFT + column * pitch}
                  y={TOP + row * pitch}
                  width={cell}
                  height={cell}
                  rx={2}
                  fill={LEVEL_FILL[day.level]}
                  stroke={day.level === 0 ? '#cbd5e1' : 'none'}
                >
                  <title>
                    {t('statistics:heatmap.cell', {
                      count: day.answers,
                      date: format.longDate(day.date),
                      correct: format.number(day.correct),
                    })}
                  </title>
                </rect>
                {showNumbers && day.answers > 0 && (
                  <text
                    x={LEFT + column * pitch + cell / 2}
                    y={TOP + row * pitch + cell / 2 + 4}
                    textAnchor="middle"
                    fontSize={12}
                    fill={LEVEL_TEXT[day.level]}
                    aria-hidden="true"
                  >
                    {format.number(day.answers)}
                  </text>
                )}
              </g>
            ) : null,
          ),
        )}
        <text x={LEFT + (grid.weeks.length * pitch) / 2} y={height - 8} textAnchor="middle" fontSize={13} fontWeight={600} fill={TEXT}>
          {t('statistics:weekAxis')}
        </text>
      </svg>
    </div>
  );
}

/** The scale with its numbers, so the shades are never the only way to read a cell. */
function Legend({ scale, format }: { scale: HeatmapStep[]; format: StatisticsFormat }) {
  const { t } = useTranslation(['statistics']);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-800">
      <span className="font-medium">{t('statistics:heatmap.legend')}:</span>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {scale.map((step) => (
          <li key={step.level} className="flex items-center gap-1.5">
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" className="shrink-0">
              <rect x="0.5" y="0.5" width="15" height="15" rx="2" fill={LEVEL_FILL[step.level]} stroke="#94a3b8" />
            </svg>
            {step.min === step.max ? format.number(step.min) : `${format.number(step.min)}–${format.number(step.max)}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
