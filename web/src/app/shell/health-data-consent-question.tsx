import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { HealthDataConsentCheckbox } from '../../components/health-data-consent-checkbox';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Modal, ModalActions } from '../../components/ui/modal';
import { useRecordHealthDataConsent, type HealthDataConsentDecision } from '../../lib/health-data-consent';

const CONSENT_ID = 'health-data-consent-question';

/**
 * The question after the first sign-in of an account an administrator created (it has no consent
 * from registration): tick and 'Einwilligen', or 'Nicht einwilligen'. Either answer is stored, so it
 * is asked once; the platform stays open either way, and Einstellungen → Ihre MPU changes it later.
 * Closing the dialog (× or Escape) is no consent, and is stored as that too rather than asked again
 * on the next page.
 */
export function HealthDataConsentQuestion({ returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation(['common']);
  const record = useRecordHealthDataConsent();
  const [isTicked, setIsTicked] = useState(false);
  const [showTickError, setShowTickError] = useState(false);
  const pending: HealthDataConsentDecision | undefined = record.isPending ? record.variables : undefined;

  function answer(decision: HealthDataConsentDecision) {
    if (record.isPending) return;
    // a click on 'Einwilligen' alone is no consent: the statement itself must be ticked
    if (decision === 'given' && !isTicked) {
      setShowTickError(true);
      return;
    }
    record.mutate(decision);
  }

  return (
    <Modal
      // stays open until the answer is stored; the shell unmounts it then (GET /api/me says so)
      open
      onClose={() => answer('declined')}
      title={t('common:healthDataConsent.question.title')}
      closeLabel={t('common:healthDataConsent.question.close')}
      description={<p>{t('common:healthDataConsent.question.intro')}</p>}
      dismissible={!record.isPending}
      returnFocusRef={returnFocusRef}
    >
      <HealthDataConsentCheckbox
        id={CONSENT_ID}
        checked={isTicked}
        onChange={(event) => {
          setIsTicked(event.target.checked);
          if (event.target.checked) setShowTickError(false);
        }}
        error={showTickError ? t('common:healthDataConsent.question.tickToGive') : undefined}
        // focus starts at the statement to read and tick, not at the buttons
        data-autofocus
      />
      {record.isError && <Banner variant="error">{t('common:healthDataConsent.question.failed')}</Banner>}
      <ModalActions>
        <Button variant="secondary" onClick={() => answer('declined')} loading={pending === 'declined'} disabled={record.isPending}>
          {t('common:healthDataConsent.question.decline')}
        </Button>
        <Button onClick={() => answer('given')} loading={pending === 'given'} disabled={record.isPending}>
          {t('common:healthDataConsent.question.give')}
        </Button>
      </ModalActions>
    </Modal>
  );
}
