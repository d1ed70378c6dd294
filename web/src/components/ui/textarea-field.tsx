import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy, FieldError, FieldHint } from './field-parts';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, like TextField (hint and error tied to it with aria-describedby). */
export function TextareaField({ label, hint, error, id, className, rows = 3, ...rest }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClasses(Boolean(error), className)}
        {...rest}
      />
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}
