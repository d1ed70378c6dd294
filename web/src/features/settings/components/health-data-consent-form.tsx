import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { HealthDataConsentState } from '@common/schemas/me';
import { HealthDataConsentCheckbox } from '../../../components/health-data-consent-checkbox';
import { Button } from '../../../components/ui/button';
import { useRecordHealthDataConsent, type HealthDataConsentDecision } from '../../../lib/health-data-consent';
import { HealthDataConsentFormSchema } from '../form-schemas';
import { FeedbackRegion, FormActions, SubsectionTitle } from './settings-section';
import { useSectionForm } from './use-section-form';

/**
 * Under 'Ihre MPU' (the reasons are the health data it covers): give the consent later, or withdraw
 * it as easily as it was given (GDPR Art. 7(3)). Only with it does the CRM receive the reasons.
 */
export function HealthDataConsentForm({ state }: { state: HealthDataConsentState }) {
  const { t } = useTranslation(['settings']);
  const initial: HealthDataConsentDecision = state === 'given' ? 'given' : 'declined';
  const consent = useSectionForm({
    resolver: zodResolver(HealthDataConsentFormSchema),
    initial,
    toValues: (decision) => ({ given: decision === 'given' }),
    toBody: (values): HealthDataConsentDecision => (values.given ? 'given' : 'declined'),
    mutation: useRecordHealthDataConsent(),
    messages: { success: 'settings:consent.saved', failed: 'settings:infoFailed' },
  });

  return (
    <>
      <SubsectionTitle id="health-data-consent-title">{t('settings:consent.title')}</SubsectionTitle>
      <p className="-mt-3 max-w-prose text-slate-700">{state === 'given' ? t('settings:consent.given') : t('settings:consent.notGiven')}</p>
      <form onSubmit={(event) => void consent.onSubmit(event)} noValidate className="flex flex-col gap-3">
        <HealthDataConsentCheckbox id="settings-health-data-consent" {...consent.form.register('given')} />
        <FormActions>
          <Button type="submit" loading={consent.isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={consent.feedback} />
      </form>
    </>
  );
}
