import { useTranslation } from 'react-i18next';
import type { Statistics } from '@common/schemas/statistics';
import { useElementWidth } from '../hooks/use-element-width';
import type { StatisticsFormat } from '../hooks/use-statistics-format';
import { buildHeatmapGrid, pickTickIndexes, type HeatmapGrid, type HeatmapStep } from '../statistics-display';
import { ChartFigure, DataTable, tdClass, thClass } from './chart-figure';
import { ChartDrawing, TEXT } from './chart-parts';

/** Fill per step (slate-100 for none, then indigo 200–800) and the text that stays readable on it. */
const LEVEL_FILL = ['#f1f5f9', '#c7d2fe', '#818cf8', '#4f46e5', '#3730a3'];
const LEVEL_TEXT = ['#334155', '#0f172a', '#0f172a', '#ffffff', '#ffffff'];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const GAP = 3;
const MIN_PITCH = 13; // the smallest cell and its gap
const LEFT = 52; // the rotated axis title and the weekday names
const TOP = 22; // the week names above each band
const BAND_GAP = 10;
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
  const days = statistics.answersPerDay.length;
  const summary = t('statistics:heatmap.summary', {
    answers: t('statistics:heatmap.answerCount', { count: answers, number: format.number(answers) }),
    days: t('statistics:heatmap.dayCount', { count: days, number: format.number(days) }),
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
  // weeks side by side while a cell keeps MIN_PITCH; more (a year on a phone) continue in a band below
  const weeksPerBand = Math.max(1, Math.min(grid.weeks.length, Math.floor((width - LEFT) / MIN_PITCH)));
  const bands = Math.ceil(grid.weeks.length / weeksPerBand);
  const pitch = Math.min(37, Math.floor((width - LEFT) / weeksPerBand));
  const cell = pitch - GAP;
  const bandHeight = TOP + 7 * pitch + BAND_GAP;
  const drawingWidth = LEFT + weeksPerBand * pitch;
  const height = bands * bandHeight - BAND_GAP + BOTTOM;
  const weekTicks = new Set(pickTickIndexes(weeksPerBand, Math.max(2, Math.floor((drawingWidth - LEFT) / 56))));
  const showNumbers = cell >= 22;
  const at = (column: number) => ({ x: LEFT + (column % weeksPerBand) * pitch, top: Math.floor(column / weeksPerBand) * bandHeight + TOP });
  return (
    <div ref={ref}>
      <ChartDrawing captionId={captionId} width={drawingWidth} height={height}>
        <text
          transform={`translate(12, ${(height - BOTTOM) / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={13}
          fontWeight={600}
          fill={TEXT}
        >
          {t('statistics:heatmap.weekdayAxis')}
        </text>
        {Array.from({ length: bands }, (_, band) =>
          WEEKDAYS.map((weekday, row) =>
            // every name when the rows are tall enough, else every other
            pitch >= 16 || row % 2 === 0 ? (
              <text
                key={`${band}-${weekday}`}
                x={LEFT - 6}
                y={band * bandHeight + TOP + row * pitch + cell / 2 + 4}
                textAnchor="end"
                fontSize={12}
                fill={TEXT}
              >
                {t(`statistics:heatmap.weekdays.${weekday}`)}
              </text>
            ) : null,
          ),
        )}
        {grid.weeks.map((week, column) => {
          const { x, top } = at(column);
          // a name that would run past the drawing's end is left out
          return weekTicks.has(column % weeksPerBand) && x + 44 <= drawingWidth ? (
            <text key={week} x={x} y={top - 8} fontSize={12} fill={TEXT}>
              {format.week(week)}
            </text>
          ) : null;
        })}
        {grid.columns.map((days, column) =>
          days.map((day, row) => {
            if (!day) return null;
            const { x, top } = at(column);
            const y = top + row * pitch;
            return (
              <g key={day.date}>
                <rect
                  x={x}
                  y={y}
                  width={cell}
                  height={cell}
                  rx={2}
                  fill={LEVEL_FILL[day.level]}
                  stroke={day.level === 0 ? '#cbd5e1' : 'none'}
                >
                  <title>
                    {t('statistics:heatmap.cell', {
                      count: day.answers,
                      number: format.number(day.answers),
                      date: format.longDate(day.date),
                      correct: format.number(day.correct),
                    })}
                  </title>
                </rect>
                {showNumbers && day.answers > 0 && (
                  <text
                    x={x + cell / 2}
                    y={y + cell / 2 + 4}
                    textAnchor="middle"
                    fontSize={12}
                    fill={LEVEL_TEXT[day.level]}
                    aria-hidden="true"
                  >
                    {format.number(day.answers)}
                  </text>
                )}
              </g>
            );
          }),
        )}
        <text x={LEFT + (weeksPerBand * pitch) / 2} y={height - 8} textAnchor="middle" fontSize={13} fontWeight={600} fill={TEXT}>
          {t('statistics:weekAxis')}
        </text>
      </ChartDrawing>
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
