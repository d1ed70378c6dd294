import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '@common/domain/value-sets';
import { changeLanguage, getCurrentLanguage } from '../lib/i18n';
import { SelectField } from './ui/select-field';
import type { TranslationKey } from '../lib/i18n';

const LANGUAGE_LABEL_KEYS: Record<Language, TranslationKey<'common'>> = {
  de: 'common:language.de',
  tr: 'common:language.tr',
  en: 'common:language.en',
};

interface LanguageSelectProps {
  hideLabel?: boolean;
  className?: string;
}

/** The language switcher; the choice is kept in local storage and the `i18next` cookie (mails use it). */
export function LanguageSelect({ hideLabel = false, className }: LanguageSelectProps) {
  const { t } = useTranslation(['common']);
  return (
    <div className={className}>
      <SelectField
        label={t('common:language.label')}
        hideLabel={hideLabel}
        value={getCurrentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(LANGUAGE_LABEL_KEYS[language])}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
