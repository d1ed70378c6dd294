import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '@common/domain/value-sets';
import { formatCount, formatPercent } from '../dashboard-display';

/** Percent and count formatters of the active UI language (re-rendered when it changes). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const language = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  return {
    percent: (value: number) => formatPercent(value, language),
    count: (value: number) => formatCount(value, language),
  };
}
