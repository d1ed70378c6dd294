import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Checkbox } from './ui/checkbox';

type HealthDataConsentCheckboxProps = Omit<ComponentProps<typeof Checkbox>, 'id' | 'label' | 'hint' | 'aria-describedby'> & {
  id: string;
};

/**
 * The health-data consent (GDPR Art. 9(2)(a)) in the same words wherever it is asked: at
 * registration, in the question after the first sign-in of an account an administrator created, and
 * in Einstellungen. The statement to tick names the CRM; the text under it says what else the CRM
 * receives, how to withdraw, and links the privacy policy (in a new tab, so a form keeps its input).
 */
export function HealthDataConsentCheckbox({ id, error, ...checkbox }: HealthDataConsentCheckboxProps) {
  const { t } = useTranslation(['common']);
  const detailsId = `${id}-details`;
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <Checkbox
        id={id}
        label={t('common:healthDataConsent.statement')}
        error={error}
        // the details with the privacy link, and the error text (FieldError's id) when there is one
        aria-describedby={error ? `${detailsId} ${id}-error` : detailsId}
        {...checkbox}
      />
      <p id={detailsId} className="pl-8 text-sm text-slate-700">
        {t('common:healthDataConsent.crm')} {t('common:healthDataConsent.withdraw')}{' '}
        <Link to="/datenschutz" target="_blank" rel="noopener">
          {t('common:healthDataConsent.privacyLink')}
          <span className="sr-only"> {t('common:healthDataConsent.opensInNewTab')}</span>
        </Link>
        .
      </p>
    </div>
  );
}
