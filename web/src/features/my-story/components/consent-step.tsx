import { useTranslation } from 'react-i18next';
import { HealthDataConsent } from '../../../components/health-data-consent';

/** Before anything is stored: what, who sees it, how to delete it; an explicit checkbox (GDPR Art. 9(2)(a)). */
export function ConsentStep({ isPending, onConsent }: { isPending: boolean; onConsent: () => void }) {
  const { t } = useTranslation(['my-story']);
  const texts = {
    title: t('my-story:consent.title'),
    lead: t('my-story:consent.lead'),
    parts: (['what', 'who', 'delete'] as const).map((id) => ({
      id,
      title: t(`my-story:consent.${id}Title`),
      text: t(`my-story:consent.${id}`),
    })),
    checkbox: t('my-story:consent.checkbox'),
    required: t('my-story:consent.required'),
    submit: t('my-story:consent.submit'),
  };
  return <HealthDataConsent idPrefix="story-consent" texts={texts} isPending={isPending} onConsent={onConsent} />;
}
