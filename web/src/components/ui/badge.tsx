import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

export type BadgeVariant = 'neutral' | 'primary' | 'success' | 'warning' | 'error';

// dark text on light tints: at least 4.5:1 on every variant (WCAG AA contrast)
const STYLES: Record<BadgeVariant, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  primary: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
};

export function Badge({ variant = 'neutral', children, className }: { variant?: BadgeVariant; children: ReactNode; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium whitespace-nowrap ring-1 ring-inset',
        STYLES[variant],
        className,
      )}
    >
      {children}
    </span>
  );
}
