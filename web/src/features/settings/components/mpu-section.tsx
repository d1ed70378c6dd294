import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MPU_REASONS, type MpuReason } from '@common/domain/mpu-reasons';
import { LANGUAGES, type Language } from '@common/domain/value-sets';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { useUpdateAccountLanguage, useUpdateMpuReasons } from '../api/update-mpu-preferences';
import { useMe } from '../../../lib/session';
import { LanguageFormSchema, MpuReasonsFormSchema } from '../form-schemas';
import { HealthDataConsentForm } from './health-data-consent-form';
import { FeedbackRegion, FormActions, SettingsSection, SubsectionTitle } from './settings-section';
import { useSectionForm } from './use-section-form';
import type { TranslationKey } from '../../../lib/i18n';

const REASON_LABEL_KEYS: Record<MpuReason, TranslationKey<'settings'>> = {
  alcohol: 'settings:mpu.reasons.alcohol',
  drugs: 'settings:mpu.reasons.drugs',
  points: 'settings:mpu.reasons.points',
  criminal: 'settings:mpu.reasons.criminal',
  medizinalcannabis: 'settings:mpu.reasons.medizinalcannabis',
};

/** Ihre MPU: the reasons the content is chosen by (several allowed), a learner's health-data consent, and the account's language. */
export function MpuSection({ mpuReasons, language }: { mpuReasons: MpuReason[]; language: Language }) {
  const { t } = useTranslation(['settings', 'common']);
  const { data: me } = useMe();
  const reasons = useSectionForm({
    resolver: zodResolver(MpuReasonsFormSchema),
    initial: mpuReasons,
    toValues: (list) => ({ mpuReasons: list }),
    toBody: (values) => MPU_REASONS.filter((reason) => values.mpuReasons.includes(reason)),
    mutation: useUpdateMpuReasons(),
    messages: { success: 'settings:mpu.reasonsSaved', failed: 'settings:infoFailed' },
  });
  const accountLanguage = useSectionForm({
    resolver: zodResolver(LanguageFormSchema),
    initial: language,
    toValues: (value) => ({ language: value }),
    toBody: (values) => values.language,
    mutation: useUpdateAccountLanguage(),
    messages: { success: 'settings:mpu.languageSaved', failed: 'settings:infoFailed' },
  });
  const reasonError = reasons.form.formState.errors.mpuReasons?.message;

  return (
    <SettingsSection id="mpu" title={t('settings:mpu.title')} description={t('settings:mpu.intro')}>
      <form onSubmit={(event) => void reasons.onSubmit(event)} noValidate className="flex flex-col gap-3">
        <fieldset aria-describedby={reasonError ? 'mpu-reasons-error' : undefined}>
          <legend className="mb-1 text-sm font-semibold text-slate-900">{t('settings:mpu.reasonsLegend')}</legend>
          <div className="grid gap-x-6 sm:grid-cols-2">
            {MPU_REASONS.map((reason) => (
              <Checkbox key={reason} value={reason} label={t(REASON_LABEL_KEYS[reason])} {...reasons.form.register('mpuReasons')} />
            ))}
          </div>
          {reasonError && (
            <p id="mpu-reasons-error" className="text-sm text-red-700">
              {t(reasonError as TranslationKey<'settings'>)}
            </p>
          )}
        </fieldset>
        <FormActions>
          <Button type="submit" loading={reasons.isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={reasons.feedback} />
      </form>
      {/* administrators are no learners of the CRM: nothing of theirs is sent */}
      {me?.role === 'user' && <HealthDataConsentForm state={me.healthDataConsent} />}
      <SubsectionTitle id="account-language">{t('settings:mpu.languageTitle')}</SubsectionTitle>
      <form onSubmit={(event) => void accountLanguage.onSubmit(event)} noValidate className="flex flex-col gap-3">
        <SelectField
          label={t('settings:mpu.language')}
          hint={t('settings:mpu.languageHint')}
          {...accountLanguage.form.register('language')}
        >
          {LANGUAGES.map((value) => (
            <option key={value} value={value} lang={value}>
              {t(`common:language.${value}`)}
            </option>
          ))}
        </SelectField>
        <FormActions>
          <Button type="submit" loading={accountLanguage.isSaving}>
            {t('settings:save')}
          </Button>
        </FormActions>
        <FeedbackRegion feedback={accountLanguage.feedback} />
      </form>
    </SettingsSection>
  );
}
