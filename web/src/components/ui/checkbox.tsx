import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { describedBy, FieldError, FieldHint } from './field-parts';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, hint, error, id, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-slate-800">
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          className="size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-indigo-600"
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}
