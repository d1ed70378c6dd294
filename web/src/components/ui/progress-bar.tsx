import { cx } from '../../lib/cx';

interface ProgressBarProps {
  /** 0–100; rounded for assistive technology. */
  value: number;
  /** The id of the visible text that names the bar (preferred), or `label`. */
  labelledBy?: string;
  label?: string;
  /** The value as the page shows it, e.g. '42 %', so a screen reader says the same. */
  valueText?: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** A determinate progress bar (role=progressbar with its value for assistive technology). */
export function ProgressBar({ value, labelledBy, label, valueText, size = 'md', className }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={cx('w-full overflow-hidden rounded-full bg-slate-200', size === 'sm' ? 'h-2' : 'h-3', className)}
    >
      <div className="h-full rounded-full bg-indigo-600 transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
