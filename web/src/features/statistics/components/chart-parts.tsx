// Shared pieces of the drawn charts: axes in the platform's colours and the point markers that tell
// lines apart besides colour and dashes.
import { AxisBottom, AxisLeft } from '@visx/axis';
import type { AxisScale } from '@visx/axis';
import type { ReactNode } from 'react';
import type { SeriesMarker } from '../statistics-display';

/** Space around the plot for the tick labels and the axis titles. */
export const MARGIN = { top: 16, right: 28, bottom: 56, left: 84 };
export const TEXT = '#334155'; // slate-700: AA on white
const LINE = '#94a3b8'; // slate-400

const tickLabel = { fill: TEXT, fontSize: 12, fontFamily: 'inherit' } as const;
const axisLabel = { fill: TEXT, fontSize: 13, fontWeight: 600, fontFamily: 'inherit' } as const;

interface AxisProps<S extends AxisScale> {
  scale: S;
  label: string;
  tickValues?: Parameters<S>[0][];
  tickFormat: (value: Parameters<S>[0]) => string;
}

export function BottomAxis<S extends AxisScale>({ scale, label, tickValues, tickFormat, top }: AxisProps<S> & { top: number }) {
  return (
    <AxisBottom
      scale={scale}
      top={top}
      label={label}
      tickValues={tickValues}
      tickFormat={(value) => tickFormat(value as Parameters<S>[0])}
      stroke={LINE}
      tickStroke={LINE}
      tickLabelProps={{ ...tickLabel, textAnchor: 'middle' }}
      labelProps={{ ...axisLabel, textAnchor: 'middle' }}
      labelOffset={14}
    />
  );
}

export function LeftAxis<S extends AxisScale>({ scale, label, tickValues, tickFormat }: AxisProps<S>) {
  return (
    <AxisLeft
      scale={scale}
      label={label}
      tickValues={tickValues}
      tickFormat={(value) => tickFormat(value as Parameters<S>[0])}
      stroke={LINE}
      tickStroke={LINE}
      tickLabelProps={{ ...tickLabel, textAnchor: 'end', dx: -4, dy: 4 }}
      labelProps={{ ...axisLabel, textAnchor: 'middle' }}
      labelOffset={44}
    />
  );
}

/** Horizontal guide lines at the ticks of the value axis. */
export function GridLines({ ys, width }: { ys: number[]; width: number }) {
  return (
    <g aria-hidden="true">
      {ys.map((y) => (
        <line key={y} x1={0} x2={width} y1={y} y2={y} stroke="#e2e8f0" />
      ))}
    </g>
  );
}

/** A point marker of one shape, centred on x, y. */
export function Marker({ shape, x, y, colour, size = 5 }: { shape: SeriesMarker; x: number; y: number; colour: string; size?: number }) {
  const s = size;
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={s} fill={colour} />;
    case 'square':
      return <rect x={x - s} y={y - s} width={2 * s} height={2 * s} fill={colour} />;
    case 'triangle':
      return <path d={`M${x},${y - s - 1}L${x + s + 1},${y + s}L${x - s - 1},${y + s}Z`} fill={colour} />;
    case 'diamond':
      return <path d={`M${x},${y - s - 1}L${x + s + 1},${y}L${x},${y + s + 1}L${x - s - 1},${y}Z`} fill={colour} />;
    case 'cross':
      return <path d={`M${x - s},${y - s}L${x + s},${y + s}M${x + s},${y - s}L${x - s},${y + s}`} stroke={colour} strokeWidth={2.5} />;
    case 'ring':
      return <circle cx={x} cy={y} r={s} fill="white" stroke={colour} strokeWidth={2.5} />;
  }
}

/** The legend's sample of a line: its dashes and its marker. */
export function LineSample({ colour, dash, marker }: { colour: string; dash: string; marker: SeriesMarker }) {
  return (
    <svg width="40" height="16" viewBox="0 0 40 16" aria-hidden="true" className="shrink-0">
      <line x1={2} x2={38} y1={8} y2={8} stroke={colour} strokeWidth={2.5} strokeDasharray={dash || undefined} />
      <Marker shape={marker} x={20} y={8} colour={colour} size={4} />
    </svg>
  );
}

/** A chart's drawing: one image named by its figure's caption and, when given, described by a summary sentence. */
export function ChartDrawing({
  captionId,
  summary,
  width,
  height,
  children,
}: {
  captionId: string;
  summary?: string;
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={captionId}
      aria-describedby={summary === undefined ? undefined : `${captionId}-summary`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block h-auto max-w-full"
    >
      {summary !== undefined && <desc id={`${captionId}-summary`}>{summary}</desc>}
      {children}
    </svg>
  );
}
