import { useTranslation } from 'react-i18next';
import { getIsoWeekNumber, addDays } from '@common/domain/statistics';
import { formatCalendarDate, formatNumber, formatWholePercent } from '../../../lib/format';

/** Numbers, percentages, dates and week names in the active UI language. */
export function useStatisticsFormat() {
  const { t, i18n } = useTranslation(['statistics']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    number: (value: number) => formatNumber(value, language),
    percent: (value: number) => formatWholePercent(value, language),
    date: (date: string) => formatCalendarDate(date, language),
    shortDate: (date: string) => formatCalendarDate(date, language, 'short'),
    longDate: (date: string) => formatCalendarDate(date, language, 'long'),
    /** 'KW 48' */
    week: (monday: string) => t('statistics:week', { number: getIsoWeekNumber(monday) }),
    /** 'KW 48 (23.11.–29.11.)' */
    weekWithDates: (monday: string) =>
      t('statistics:weekWithDates', {
        number: getIsoWeekNumber(monday),
        from: formatCalendarDate(monday, language, 'short'),
        to: formatCalendarDate(addDays(monday, 6), language, 'short'),
      }),
  };
}

export type StatisticsFormat = ReturnType<typeof useStatisticsFormat>;
