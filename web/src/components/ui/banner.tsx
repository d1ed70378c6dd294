import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BannerVariant = 'success' | 'error' | 'info';

const STYLES: Record<BannerVariant, string> = {
  success: 'border-green-300 bg-green-50 text-green-800',
  error: 'border-red-300 bg-red-50 text-red-800',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
};

const ICONS: Record<BannerVariant, string> = {
  success:
    'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.857-9.809a.75.75 0 0 0-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 1 0-1.06 1.061l2.5 2.5a.75.75 0 0 0 1.137-.089l4-5.5Z',
  error:
    'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  info: 'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.253a.25.25 0 0 1 .244.304l-.459 2.066A1.75 1.75 0 0 0 10.747 15H11a.75.75 0 0 0 0-1.5h-.253a.25.25 0 0 1-.244-.304l.459-2.066A1.75 1.75 0 0 0 9.253 9H9Z',
};

interface BannerProps {
  variant: BannerVariant;
  children: ReactNode;
  /** Extra content below the message, e.g. a follow-up button. */
  action?: ReactNode;
  /**
   * false when the banner sits inside a live region that is always on the page (see LiveRegion):
   * a region that exists before its message changes is announced more reliably than a new one.
   */
  announce?: boolean;
  className?: string;
}

/**
 * A message box that is also a live region: errors as role=alert (announced at once),
 * successes and notes as role=status (announced politely).
 */
export function Banner({ variant, children, action, announce = true, className }: BannerProps) {
  return (
    <div
      role={announce ? (variant === 'error' ? 'alert' : 'status') : undefined}
      className={cx('flex gap-3 rounded-lg border p-4 text-sm font-medium [overflow-wrap:anywhere]', STYLES[variant], className)}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
        <path fillRule="evenodd" d={ICONS[variant]} clipRule="evenodd" />
      </svg>
      <div className="flex flex-1 flex-col gap-3">
        <div>{children}</div>
        {action}
      </div>
    </div>
  );
}

/** The spec's rule for registration feedback: messages containing 'erfolgreich' are green, all others red. */
export function variantForMessage(message: string): BannerVariant {
  return /erfolgreich/i.test(message) ? 'success' : 'error';
}
