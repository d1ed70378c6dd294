import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The accessible name of the navigation: which list it pages. */
  label: string;
}

/**
 * Zurück / Weiter with "Seite x von y". At either end the button stays focusable and says so with
 * aria-disabled (a disabled button would drop the keyboard focus to the page).
 */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation(['common']);
  const isFirst = page <= 1;
  const isLast = page >= pageCount;
  const disabledLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-white';
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={isFirst || undefined}
        className={disabledLook}
        onClick={() => !isFirst && onPageChange(page - 1)}
      >
        <span aria-hidden="true">←</span>
        {t('common:pagination.previous')}
      </Button>
      <p className="text-sm text-slate-700 tabular-nums">{t('common:pagination.status', { page, pages: pageCount })}</p>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={isLast || undefined}
        className={disabledLook}
        onClick={() => !isLast && onPageChange(page + 1)}
      >
        {t('common:pagination.next')}
        <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
