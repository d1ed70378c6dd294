import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { controlClasses, describedBy, LabelledField } from './field-parts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input; hint and error are tied to it with aria-describedby, the error sets aria-invalid. */
export function TextField({ label, hint, error, id, className, type = 'text', ...rest }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <LabelledField inputId={inputId} label={label} hint={hint} error={error}>
      <input
        id={inputId}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        className={controlClasses(Boolean(error), className)}
        {...rest}
      />
    </LabelledField>
  );
}
