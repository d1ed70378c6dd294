import { Button } from './button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The texts of the list it pages: the nav's name, the two buttons, and "Seite x von y". */
  labels: { nav: string; previous: string; next: string; status: string };
}

/**
 * Zurück / Weiter with "Seite x von y". At either end the button stays focusable and says so with
 * aria-disabled (a disabled button would drop the keyboard focus to the page).
 */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  const disabledLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white';
  return (
    <nav aria-label={labels.nav} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={isFirst || undefined}
        className={disabledLook}
        onClick={() => !isFirst && onPageChange(page - 1)}
      >
        <span aria-hidden="true">←</span>
        {labels.previous}
      </Button>
      <p className="text-sm text-slate-700 tabular-nums">{labels.status}</p>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={isLast || undefined}
        className={disabledLook}
        onClick={() => !isLast && onPageChange(page + 1)}
      >
        {labels.next}
        <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
