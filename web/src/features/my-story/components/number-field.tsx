import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { formatDecimal, parseDecimal } from '../story-format';

/**
 * A number typed as text (a decimal comma is fine): the story receives it only when it is a number in
 * range, so a half-typed "1," or a typo never reaches the server; the field says what is wrong.
 */
export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  isInteger = false,
  className,
  error,
}: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  min: number;
  max: number;
  hint?: string;
  isInteger?: boolean;
  className?: string;
  error?: string;
}) {
  const { t, i18n } = useTranslation(['my-story']);
  const [text, setText] = useState(() => (value === null ? '' : formatDecimal(value, i18n.language)));
  const [problem, setProblem] = useState<string | undefined>();
  const [shownValue, setShownValue] = useState(value);

  // a value set from outside (another version loaded, a line removed) replaces the text
  if (shownValue !== value) {
    setShownValue(value);
    const parsed = parseDecimal(text);
    if (parsed !== value && !(text.trim() === '' && value === null)) setText(value === null ? '' : formatDecimal(value, i18n.language));
  }

  return (
    <TextField
      label={label}
      hint={hint}
      inputMode={isInteger ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      className={className}
      error={error ?? problem}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        if (next.trim() === '') {
          setProblem(undefined);
          onChange(null);
          return;
        }
        const parsed = parseDecimal(next);
        if (parsed === null || (isInteger && !Number.isInteger(parsed))) {
          setProblem(t('my-story:fields.notANumber'));
          return;
        }
        if (parsed < min || parsed > max) {
          setProblem(t('my-story:fields.outOfRange', { min: formatDecimal(min, i18n.language), max: formatDecimal(max, i18n.language) }));
          return;
        }
        setProblem(undefined);
        onChange(parsed);
      }}
    />
  );
}
