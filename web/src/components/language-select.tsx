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
  /** Called after the interface switched (a signed-in user's account keeps the choice). */
  onLanguageChange?: (language: Language) => void;
}

/** The language switcher; the choice is kept in local storage and the `i18next` cookie (mails use it). */
export function LanguageSelect({ hideLabel = false, className, onLanguageChange }: LanguageSelectProps) {
  const { t } = useTranslation(['common']);
  return (
    <div className={className}>
      <SelectField
        label={t('common:language.label')}
        hideLabel={hideLabel}
        value={getCurrentLanguage()}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          void changeLanguage(language);
          onLanguageChange?.(language);
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
