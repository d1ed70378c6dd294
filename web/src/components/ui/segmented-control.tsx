import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface SegmentedControlProps<T extends string | number> {
  /** Names the choice for assistive technology; shown above the control when `showLegend`. */
  legend: string;
  showLegend?: boolean;
  /** The radio group's name: unique on the page. */
  name: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * One of a few choices side by side (a period, a mode, a filter, a view): native radio buttons, so the
 * arrow keys move between them and a screen reader says "1 of 3", drawn as one segmented bar.
 */
export function SegmentedControl<T extends string | number>({
  legend,
  showLegend = false,
  name,
  options,
  value,
  onChange,
}: SegmentedControlProps<T>) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className={showLegend ? 'mb-1.5 text-sm font-semibold text-slate-800' : 'sr-only'}>{legend}</legend>
      <div className="inline-flex flex-wrap self-start rounded-lg border border-slate-300 bg-white p-1 shadow-sm">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'relative flex min-h-11 cursor-pointer items-center rounded-md px-4 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
              option.value === value ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-slate-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
