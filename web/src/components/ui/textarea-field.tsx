import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlClasses, describedBy, LabelledField } from './field-parts';

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
    <LabelledField inputId={inputId} label={label} hint={hint} error={error}>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClasses(Boolean(error), className)}
        {...rest}
      />
    </LabelledField>
  );
}
