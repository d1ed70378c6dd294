import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { cx } from '../../lib/cx';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0);
}

interface ModalProps {
  open: boolean;
  /** Called on Escape and on the close button; the caller sets `open` to false. */
  onClose: () => void;
  /** The dialog's heading; also its accessible name. */
  title: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** Text read together with the title (e.g. the question of a confirmation). */
  description?: ReactNode;
  children?: ReactNode;
  /** false while a request runs: Escape and × do nothing. */
  dismissible?: boolean;
  /** Where focus goes when the dialog closes, if not back to the element that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg' | 'xl';
}

/**
 * A modal dialog on the native <dialog> with showModal(): the rest of the page is inert, the
 * browser paints the backdrop. On top of that: focus moves to the first field (or an element with
 * data-autofocus), Tab cycles inside the dialog, Escape closes it, and focus returns to the opener.
 * The content is mounted only while open, so forms start empty every time.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  description,
  children,
  dismissible = true,
  returnFocusRef,
  size = 'md',
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();
  // the latest props for the native event handlers, without re-running the open/close effect
  const latest = useRef({ onClose, dismissible, returnFocusRef });
  useEffect(() => {
    latest.current = { onClose, dismissible, returnFocusRef };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(dialog).find((el) => !el.dataset.modalClose);
    (first ?? dialog).focus();
    // the page behind does not scroll while the dialog is open
    const { overflow } = document.documentElement.style;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = overflow;
      if (dialog.open) dialog.close();
      const target = latest.current.returnFocusRef?.current ?? openerRef.current;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const elements = focusableIn(dialogRef.current);
    if (elements.length === 0) {
      event.preventDefault();
      return;
    }
    const first = elements[0]!;
    const last = elements[elements.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the caller decides (it may be busy)
        event.preventDefault();
        if (latest.current.dismissible) latest.current.onClose();
      }}
      onClose={() => {
        // the browser may close the dialog on its own (a second Escape); keep the state in step
        if (open) latest.current.onClose();
      }}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-xl outline-none backdrop:bg-slate-900/50',
        size === 'xl' ? 'max-w-6xl' : size === 'lg' ? 'max-w-2xl' : 'max-w-lg',
      )}
    >
      {open && (
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="pt-2 text-xl font-bold tracking-tight text-slate-900">
              {title}
            </h2>
            <button
              type="button"
              data-modal-close="true"
              onClick={() => dismissible && onClose()}
              disabled={!dismissible}
              className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
            >
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6" aria-hidden="true">
                <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              </svg>
              <span className="sr-only">{closeLabel}</span>
            </button>
          </div>
          {description && (
            <div id={descriptionId} className="text-slate-700">
              {description}
            </div>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The row of buttons at the end of a dialog: the main action last on wide screens, first on phones. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">{children}</div>;
}
