import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

/** Ids for a field's hint and error text, joined for aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0" aria-hidden="true">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
          clipRule="evenodd"
        />
      </svg>
      {children}
    </p>
  );
}

export function controlClasses(hasError: boolean, className?: string) {
  return cx(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-600',
    hasError ? 'border-red-600' : 'border-slate-400',
    className,
  );
}

/** Label above, hint and error below: the frame every single-control field shares. */
export function LabelledField({
  inputId,
  label,
  hint,
  error,
  hideLabel = false,
  children,
}: {
  inputId: string;
  label: string;
  hint?: string;
  error?: string;
  /** Label for screen readers only (the control keeps its accessible name). */
  hideLabel?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-semibold text-slate-800'}>
        {label}
      </label>
      {children}
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}
