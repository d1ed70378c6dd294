import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { controlClasses, describedBy, LabelledField } from './field-parts';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  /** Render the label for screen readers only (the select still has an accessible name). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

export function SelectField({ label, hint, error, id, hideLabel = false, className, children, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <LabelledField inputId={selectId} label={label} hint={hint} error={error} hideLabel={hideLabel}>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        className={controlClasses(Boolean(error), className)}
        {...rest}
      >
        {children}
      </select>
    </LabelledField>
  );
}
