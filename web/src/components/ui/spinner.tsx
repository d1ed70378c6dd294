import { cx } from '../../lib/cx';

interface SpinnerIconProps {
  className?: string;
}

/** The spinning circle alone, hidden from assistive technology (the caller names the state). */
export function SpinnerIcon({ className }: SpinnerIconProps) {
  return (
    <svg className={cx('animate-spin', className ?? 'size-5')} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

interface SpinnerProps {
  /** Announced to screen readers and shown beside the circle when `showLabel`. */
  label: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <div role="status" aria-live="polite" className={cx('flex items-center gap-3 text-indigo-700', className)}>
      <SpinnerIcon className={SIZES[size]} />
      <span className={showLabel ? 'text-slate-700' : 'sr-only'}>{label}</span>
    </div>
  );
}

/** A spinner centred in the available space, for a page or a screen whose data is on its way. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-6">
      <Spinner label={label} size="lg" />
    </div>
  );
}
