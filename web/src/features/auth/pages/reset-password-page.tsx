import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { getAuthErrorMessageKey } from '../api/auth-messages';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { EmailFormSchema, type EmailFormValues } from '../form-schemas';
import type { TranslationKey } from '../../../lib/i18n';
import '../locales';

export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<TranslationKey<'auth' | 'common'> | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setErrorKey(null);
    try {
      await requestReset.mutateAsync(email);
    } catch (error) {
      setErrorKey(getAuthErrorMessageKey(error, 'resetRequest'));
      return;
    }
    // shown whether or not the address is registered (no account enumeration)
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthCard title={t('auth:resetRequest.sentTitle')}>
        <Banner variant="success">{t('auth:resetRequest.sentBody', { email: sentTo })}</Banner>
        <p className="text-slate-700">{t('auth:resetRequest.spamHint')}</p>
        <ButtonLink to="/login" variant="secondary" fullWidth>
          {t('auth:resetRequest.backToLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth:resetRequest.title')}
      intro={<p>{t('auth:resetRequest.intro')}</p>}
      footer={
        <p>
          <Link to="/login">{t('auth:resetRequest.backToLogin')}</Link>
        </p>
      }
    >
      {errorKey && <Banner variant="error">{t(errorKey)}</Banner>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message ? t(errors.email.message as TranslationKey<'auth' | 'common'>) : undefined}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={requestReset.isPending}>
          {t('auth:resetRequest.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
