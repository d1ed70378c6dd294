import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_REASONS } from '@common/domain/mpu-reasons';
import { HealthDataConsentCheckbox } from '../../../components/health-data-consent-checkbox';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { getCurrentLanguage, type TranslationKey } from '../../../lib/i18n';
import { getRegisterErrorMessageKey, getRegisterFieldMessageKeys } from '../api/auth-messages';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { ConfirmEmailNotice } from '../components/confirm-email-notice';
import type { Feedback } from '../components/feedback';
import { isRegistrationReason, RegisterFormSchema, type RegisterFormValues, type RegistrationReason } from '../form-schemas';
import '../locales';

const REASON_LABEL_KEYS: Record<RegistrationReason, TranslationKey<'auth'>> = {
  alcohol: 'auth:reasons.alcohol',
  drugs: 'auth:reasons.drugs',
  points: 'auth:reasons.points',
  criminal: 'auth:reasons.criminal',
  medizinalcannabis: 'auth:reasons.medizinalcannabis',
};

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const registration = useRegister();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', password: '', mpuReason: '', healthDataConsent: false },
  });

  const onSubmit = handleSubmit(async ({ email, password, mpuReason, healthDataConsent }) => {
    setFeedback(null);
    if (!isRegistrationReason(mpuReason) || !healthDataConsent) return;
    try {
      await registration.mutateAsync({ email, password, mpuReason, healthDataConsent, language: getCurrentLanguage() });
    } catch (error) {
      const fieldMessages = Object.entries(getRegisterFieldMessageKeys(error));
      if (fieldMessages.length > 0) {
        for (const [field, messageKey] of fieldMessages) setError(field as keyof RegisterFormValues, { message: messageKey });
        return;
      }
      setFeedback({ variant: 'error', messageKey: getRegisterErrorMessageKey(error) });
      return;
    }
    // a page of its own instead of the spec's banner over a cleared form: the address, resend, a way back
    resetField('password');
    setRegisteredEmail(email.trim());
  });

  if (registeredEmail) return <ConfirmEmailNotice email={registeredEmail} onWrongAddress={() => setRegisteredEmail(null)} />;

  const fieldError = (message: string | undefined) => (message ? t(message as TranslationKey<'auth' | 'common'>) : undefined);

  return (
    <AuthCard
      title={t('auth:register.title')}
      intro={
        <p>
          {t('auth:register.haveAccount')} <Link to="/login">{t('auth:register.toLogin')}</Link>
        </p>
      }
    >
      {feedback && <Banner variant={feedback.variant}>{t(feedback.messageKey)}</Banner>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:fields.passwordHint')}
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <SelectField label={t('auth:fields.reason')} error={fieldError(errors.mpuReason?.message)} {...register('mpuReason')}>
          <option value="">{t('auth:fields.reasonPlaceholder')}</option>
          {REGISTRATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(REASON_LABEL_KEYS[reason])}
            </option>
          ))}
        </SelectField>
        <HealthDataConsentCheckbox
          id="health-data-consent"
          error={fieldError(errors.healthDataConsent?.message)}
          {...register('healthDataConsent')}
        />
        <Button type="submit" fullWidth loading={registration.isPending}>
          {t('auth:register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
