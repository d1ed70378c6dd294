import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../lib/format';
import { GermanOriginal } from '../content-language';

export interface ExplanationTexts {
  explanation?: string;
  /** The German explanation of a translated question. */
  germanExplanation?: string;
  /** The rule the answer rests on ('§ 13 S. 1 Nr. 2 c FeV'). */
  legalBasis?: string;
  /** Rechtsstand: the day the fact was checked, YYYY-MM-DD. */
  checkedOn?: string | null;
}

/** A question's explanation after the answer, its German original on demand, and the rule with its Rechtsstand. */
export function QuestionExplanation({ explanation, germanExplanation, legalBasis, checkedOn }: ExplanationTexts) {
  const { t, i18n } = useTranslation(['common']);
  const sources = [
    legalBasis && t('common:questionCard.legalBasis', { rule: legalBasis }),
    checkedOn && t('common:questionCard.checkedOn', { date: formatCalendarDate(checkedOn, i18n.resolvedLanguage) }),
  ].filter(Boolean);
  return (
    <>
      {explanation && <p className="text-slate-800">{explanation}</p>}
      <GermanOriginal className="text-sm">{germanExplanation && <p>{germanExplanation}</p>}</GermanOriginal>
      {sources.length > 0 && <p className="text-sm text-slate-700">{sources.join(' · ')}</p>}
    </>
  );
}
