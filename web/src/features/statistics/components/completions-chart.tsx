import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslation } from 'react-i18next';
import type { Statistics } from '@common/schemas/statistics';
import { useElementWidth } from '../hooks/use-element-width';
import type { StatisticsFormat } from '../hooks/use-statistics-format';
import { getCountAxis, pickTickIndexes } from '../statistics-display';
import { ChartFigure, DataTable, tdClass, thClass } from './chart-figure';
import { BottomAxis, ChartDrawing, GridLines, LeftAxis, MARGIN } from './chart-parts';

const HEIGHT = 280;
const VIDEOS_COLOUR = '#4f46e5'; // indigo-600, solid
const CHAPTERS_COLOUR = '#047857'; // emerald-700, hatched: told apart by the pattern too

interface CompletionsChartProps {
  statistics: Statistics;
  format: StatisticsFormat;
  range: string;
}

/** Videos and chapters completed per ISO week, as two bars side by side. */
export function CompletionsChart({ statistics, format, range }: CompletionsChartProps) {
  const { t } = useTranslation(['statistics']);
  const weeks = statistics.completionsPerWeek;
  const videos = weeks.reduce((sum, week) => sum + week.videos, 0);
  const chapters = weeks.reduce((sum, week) => sum + week.chapters, 0);
  const summary = t('statistics:completions.summary', {
    videos: t('statistics:completions.videoCount', { count: videos, number: format.number(videos) }),
    chapters: t('statistics:completions.chapterCount', { count: chapters, number: format.number(chapters) }),
    range,
  });
  return (
    <ChartFigure
      title={t('statistics:completions.title')}
      note={summary}
      renderChart={(captionId) => (
        <div className="flex flex-col gap-3">
          <CompletionsDrawing captionId={captionId} weeks={weeks} format={format} />
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-800">
            <li className="flex items-center gap-2">
              <Swatch hatched={false} />
              {t('statistics:completions.videos')}
            </li>
            <li className="flex items-center gap-2">
              <Swatch hatched />
              {t('statistics:completions.chapters')}
            </li>
          </ul>
        </div>
      )}
      renderTable={() => (
        <DataTable caption={t('statistics:completions.title')}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {t('statistics:completions.columnWeek')}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t('statistics:completions.videos')}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                {t('statistics:completions.chapters')}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  {format.weekWithDates(week.week)}
                </th>
                <td className={`${tdClass} text-right`}>{format.number(week.videos)}</td>
                <td className={`${tdClass} text-right`}>{format.number(week.chapters)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    />
  );
}

const HATCH_ID = 'statistics-chapters-hatch';

function HatchPattern() {
  return (
    <pattern id={HATCH_ID} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="6" height="6" fill="#d1fae5" />
      <line x1="0" y1="0" x2="0" y2="6" stroke={CHAPTERS_COLOUR} strokeWidth="3" />
    </pattern>
  );
}

function Swatch({ hatched }: { hatched: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" className="shrink-0">
      {hatched && (
        <defs>
          <HatchPattern />
        </defs>
      )}
      <rect
        x="1"
        y="1"
        width="16"
        height="16"
        fill={hatched ? `url(#${HATCH_ID})` : VIDEOS_COLOUR}
        stroke={hatched ? CHAPTERS_COLOUR : VIDEOS_COLOUR}
        strokeWidth="1.5"
      />
    </svg>
  );
}

function CompletionsDrawing({
  captionId,
  weeks,
  format,
}: {
  captionId: string;
  weeks: Statistics['completionsPerWeek'];
  format: StatisticsFormat;
}) {
  const { t } = useTranslation(['statistics']);
  const { ref, width } = useElementWidth<HTMLDivElement>(720);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: weeks.map((week) => week.week), range: [0, plotWidth], padding: 0.25 });
  const inner = scaleBand({ domain: ['videos', 'chapters'], range: [0, x.bandwidth()], padding: 0.1 });
  const axis = getCountAxis(Math.max(0, ...weeks.flatMap((week) => [week.videos, week.chapters])));
  const y = scaleLinear({ domain: [0, axis.max], range: [plotHeight, 0] });
  const weekTicks = pickTickIndexes(weeks.length, Math.max(2, Math.floor(plotWidth / 70))).map((i) => weeks[i]!.week);
  return (
    <div ref={ref}>
      <ChartDrawing captionId={captionId} width={width} height={HEIGHT}>
        <defs>
          <HatchPattern />
        </defs>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridLines ys={axis.ticks.map((tick) => y(tick))} width={plotWidth} />
          {weeks.map((week) => (
            <Group key={week.week} left={x(week.week) ?? 0}>
              {(['videos', 'chapters'] as const).map((kind) =>
                week[kind] === 0 ? null : (
                  <Bar
                    key={kind}
                    x={inner(kind) ?? 0}
                    y={y(week[kind])}
                    width={inner.bandwidth()}
                    height={plotHeight - y(week[kind])}
                    fill={kind === 'videos' ? VIDEOS_COLOUR : `url(#${HATCH_ID})`}
                    stroke={kind === 'videos' ? VIDEOS_COLOUR : CHAPTERS_COLOUR}
                    strokeWidth={1.5}
                  />
                ),
              )}
            </Group>
          ))}
          <LeftAxis
            scale={y}
            label={t('statistics:completions.yAxis')}
            tickValues={axis.ticks}
            tickFormat={(value) => format.number(Number(value))}
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
