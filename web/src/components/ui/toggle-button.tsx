import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface ToggleButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type'> {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  children: ReactNode;
}

/** An on/off button (aria-pressed), shown as a chip with a tick when on. Group several in a ToggleGroup. */
export function ToggleButton({ pressed, onPressedChange, className, children, ...rest }: ToggleButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cx(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60',
        pressed
          ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
          : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
        className,
      )}
      {...rest}
    >
      <svg viewBox="0 0 20 20" fill="currentColor" className={cx('size-4 shrink-0', !pressed && 'hidden')} aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M16.704 4.153a.75.75 0 0 1 .143 1.052l-8 10.5a.75.75 0 0 1-1.127.075l-4.5-4.5a.75.75 0 0 1 1.06-1.06l3.894 3.893 7.48-9.817a.75.75 0 0 1 1.05-.143Z"
          clipRule="evenodd"
        />
      </svg>
      {children}
    </button>
  );
}

interface ToggleGroupProps {
  /** Names the group for assistive technology (shown when `showLabel`). */
  label: string;
  showLabel?: boolean;
  children: ReactNode;
  className?: string;
}

export function ToggleGroup({ label, showLabel = false, children, className }: ToggleGroupProps) {
  return (
    <fieldset className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <legend className={showLabel ? 'mb-1.5 text-sm font-semibold text-slate-800' : 'sr-only'}>{label}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}
