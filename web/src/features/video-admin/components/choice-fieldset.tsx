import type { ReactNode } from 'react';

/** A group of radio buttons or checkboxes under a visible legend, with an optional hint below. */
export function ChoiceFieldset({
  legend,
  hint,
  hintId,
  children,
}: {
  legend: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-6">{children}</div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

interface RadioOptionProps {
  name: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}

export function RadioOption({ name, label, checked, disabled, onSelect }: RadioOptionProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800">
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="size-5 shrink-0 cursor-pointer accent-indigo-600"
      />
      <span>{label}</span>
    </label>
  );
}
