import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../lib/cx';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name; also shown as tooltip. */
  label: string;
  /** The visible tooltip when it should be shorter than the name (e.g. without the row's email). */
  tooltip?: string;
  icon: ReactNode;
  tone?: 'neutral' | 'danger';
  ref?: Ref<HTMLButtonElement>;
}

/** A 44 px square button showing only an icon, for dense rows; the name is spoken and shown on hover. */
export function IconButton({ label, tooltip, icon, tone = 'neutral', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={tooltip ?? label}
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border bg-white shadow-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&>svg]:size-5',
        tone === 'danger'
          ? 'border-red-300 text-red-700 hover:bg-red-50 active:bg-red-100'
          : 'border-slate-300 text-slate-700 hover:bg-slate-50 hover:text-slate-900 active:bg-slate-100',
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  );
}
