import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

interface ChartFigureProps {
  title: string;
  /** A sentence under the title (how the figures are counted). */
  note?: string;
  /** The drawing; gets the id of the caption to name itself by. */
  renderChart: (captionId: string) => ReactNode;
  /** The same numbers as a table (its own caption repeats the title). */
  renderTable: (captionId: string) => ReactNode;
}

/**
 * One chart of the statistics page: a figure with its German title, the drawing or, after "Als Tabelle
 * anzeigen", a real table of the same numbers. The table scrolls sideways inside its box on a phone.
 */
export function ChartFigure({ title, note, renderChart, renderTable }: ChartFigureProps) {
  const { t } = useTranslation(['statistics']);
  const [showTable, setShowTable] = useState(false);
  const captionId = useId();
  const contentId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <figcaption id={captionId} className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
          {note && <p className="text-sm text-slate-700">{note}</p>}
        </figcaption>
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 self-start"
          aria-expanded={showTable}
          aria-controls={contentId}
          onClick={() => setShowTable((shown) => !shown)}
        >
          {showTable ? t('statistics:toggle.showChart') : t('statistics:toggle.showTable')}
        </Button>
      </div>
      <div id={contentId} className="min-w-0">
        {showTable ? (
          // a focusable box, so a keyboard can scroll a long or wide table (axe: scrollable-region-focusable);
          // positioned, so the visually hidden texts inside stay inside it instead of widening the page
          <div className="relative max-h-[32rem] overflow-auto" tabIndex={0} role="region" aria-labelledby={captionId}>
            {renderTable(captionId)}
          </div>
        ) : (
          renderChart(captionId)
        )}
      </div>
    </figure>
  );
}

/** A table in the platform's look; its caption names it (visually hidden: the figure's title shows). */
export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className="w-full min-w-max border-collapse text-left text-sm tabular-nums">
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
}

/** Column headers stay in view while a long table scrolls in its box. */
export const thClass = 'sticky top-0 border-b border-slate-300 bg-white px-3 py-2 font-semibold text-slate-900';
export const tdClass = 'border-b border-slate-200 px-3 py-2 text-slate-800';
