import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';

/** Before anything is stored: what, who sees it, how to delete it; an explicit checkbox (GDPR Art. 9(2)(a)). */
export function ConsentStep({ isPending, onConsent }: { isPending: boolean; onConsent: () => void }) {
  const { t } = useTranslation(['abstinence']);
  const [isChecked, setIsChecked] = useState(false);
  const [showError, setShowError] = useState(false);

  return (
    <Card role="region" aria-labelledby="abstinence-consent-title" className="flex max-w-3xl flex-col gap-5">
      <h2 id="abstinence-consent-title" className="text-xl font-semibold text-slate-900">
        {t('abstinence:consent.title')}
      </h2>
      <p className="text-slate-800">{t('abstinence:consent.lead')}</p>
      <div className="flex flex-col gap-4">
        {(['what', 'who', 'delete'] as const).map((part) => (
          <section key={part} aria-labelledby={`abstinence-consent-${part}`}>
            <h3 id={`abstinence-consent-${part}`} className="font-semibold text-slate-900">
              {t(`abstinence:consent.${part}Title`)}
            </h3>
            <p className="mt-1 text-slate-700">{t(`abstinence:consent.${part}`)}</p>
          </section>
        ))}
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isChecked) {
            setShowError(true);
            return;
          }
          onConsent();
        }}
      >
        <Checkbox
          label={t('abstinence:consent.checkbox')}
          checked={isChecked}
          error={showError && !isChecked ? t('abstinence:consent.required') : undefined}
          onChange={(event) => setIsChecked(event.target.checked)}
        />
        <div>
          <Button type="submit" loading={isPending}>
            {t('abstinence:consent.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
