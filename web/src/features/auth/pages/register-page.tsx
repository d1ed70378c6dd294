import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_REASONS } from '@common/domain/mpu-reasons';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { getAuthErrorMessageKey } from '../api/auth-messages';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/auth-card';
import type { Feedback } from '../components/feedback';
import { isRegistrationReason, RegisterFormSchema, type RegisterFormValues, type RegistrationReason } from '../form-schemas';

const REASON_LABEL_KEYS: Record<RegistrationReason, string> = {
  alcohol: 'auth:reasons.alcohol',
  drugs: 'auth:reasons.drugs',
  points: 'auth:reasons.points',
  medizinalcannabis: 'auth:reasons.medizinalcannabis',
};

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const signUp = useSignUp();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { email: '', password: '', mpuReason: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password, mpuReason }) => {
    setFeedback(null);
    if (!isRegistrationReason(mpuReason)) return;
    try {
      await signUp.mutateAsync({ email, password, mpuReason });
    } catch (error) {
      setFeedback({ variant: 'error', messageKey: getAuthErrorMessageKey(error, 'signUp') });
      return;
    }
    // the spec: show the success message and clear the fields; the user signs in after confirming
    reset();
    setFeedback({ variant: 'success', messageKey: 'auth:register.success' });
  });

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
          error={errors.email?.message ? t(errors.email.message) : undefined}
          {...register('email')}
        />
        <TextField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:fields.passwordHint')}
          error={errors.password?.message ? t(errors.password.message) : undefined}
          {...register('password')}
        />
        <SelectField
          label={t('auth:fields.reason')}
          error={errors.mpuReason?.message ? t(errors.mpuReason.message) : undefined}
          {...register('mpuReason')}
        >
          <option value="">{t('auth:fields.reasonPlaceholder')}</option>
          {REGISTRATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(REASON_LABEL_KEYS[reason])}
            </option>
          ))}
        </SelectField>
        <Button type="submit" fullWidth loading={signUp.isPending}>
          {t('auth:register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
