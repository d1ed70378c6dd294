import { useTranslation } from 'react-i18next';
import { HealthDataConsent } from '../../../components/health-data-consent';

/** Before anything is stored: what, who sees it, how to delete it; an explicit checkbox (GDPR Art. 9(2)(a)). */
export function ConsentStep({ isPending, onConsent }: { isPending: boolean; onConsent: () => void }) {
  const { t } = useTranslation(['abstinence']);
  const texts = {
    title: t('abstinence:consent.title'),
    lead: t('abstinence:consent.lead'),
    parts: (['what', 'who', 'delete'] as const).map((id) => ({
      id,
      title: t(`abstinence:consent.${id}Title`),
      text: t(`abstinence:consent.${id}`),
    })),
    checkbox: t('abstinence:consent.checkbox'),
    required: t('abstinence:consent.required'),
    submit: t('abstinence:consent.submit'),
  };
  return <HealthDataConsent idPrefix="abstinence-consent" texts={texts} isPending={isPending} onConsent={onConsent} />;
}
