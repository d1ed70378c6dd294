import type { Ref, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import type { TranslationKey } from '../../../lib/i18n';

interface ChoiceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  error?: string;
  /** Value → i18n key of its label, in the order to offer them. */
  labelKeys: Record<string, TranslationKey<'settings'>>;
  ref?: Ref<HTMLSelectElement>;
}

/** A select over one of the closed value sets, with an empty 'Bitte auswählen' first (stored as no answer). */
export function ChoiceSelect({ label, error, labelKeys, ...rest }: ChoiceSelectProps) {
  const { t } = useTranslation(['settings']);
  return (
    <SelectField label={label} error={error} {...rest}>
      <option value="">{t('settings:selectPlaceholder')}</option>
      {Object.entries(labelKeys).map(([value, labelKey]) => (
        <option key={value} value={value}>
          {t(labelKey)}
        </option>
      ))}
    </SelectField>
  );
}
