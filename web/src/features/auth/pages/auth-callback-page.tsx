import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { getAuthErrorMessageKey } from '../api/auth-messages';
import { ApiError } from '../../../lib/api-client';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import type { Feedback } from '../components/feedback';
import { EmailFormSchema, type EmailFormValues } from '../form-schemas';
import { getVerificationKind } from '../verification-token';
import type { TranslationKey } from '../../../lib/i18n';
import '../locales';

/** Target of the confirmation links in the registration and email-change mails (`/auth/callback?token=…`). */
export function AuthCallbackPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('error') ? null : searchParams.get('token');
  const verification = useVerifyEmail(token);
  const queryClient = useQueryClient();

  useEffect(() => {
    // the server signed the user in, or changed the address: the guard must look at the session
    // again, and nothing cached about the account is current any more
    if (verification.isSuccess) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  }, [verification.isSuccess, queryClient]);

  if (token && verification.isPending) {
    return (
      <AuthCard title={t('auth:callback.title')}>
        <Spinner label={t('auth:callback.checking')} showLabel />
      </AuthCard>
    );
  }

  if (token && verification.isSuccess && getVerificationKind(token) === 'emailChange') {
    return (
      <AuthCard title={t('auth:callback.emailChangedTitle')}>
        <Banner variant="success">{t('auth:callback.emailChangedBody')}</Banner>
        <ButtonLink to="/dashboard/settings" replace fullWidth>
          {t('auth:callback.toSettings')}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (token && verification.isSuccess) {
    return (
      <AuthCard title={t('auth:callback.successTitle')}>
        <Banner variant="success">{t('auth:callback.successBody')}</Banner>
        <ButtonLink to="/dashboard" replace fullWidth>
          {t('auth:callback.toDashboard')}
        </ButtonLink>
      </AuthCard>
    );
  }

  // an unreachable or overloaded server is not a broken link; every other refusal is
  const error = verification.error;
  const isTransient = error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
  const messageKey = isTransient ? getAuthErrorMessageKey(error, 'verification') : 'auth:errors.invalidVerificationLink';
  return <ResendVerification messageKey={messageKey} />;
}

function ResendVerification({ messageKey }: { messageKey: TranslationKey<'auth' | 'common'> }) {
  const { t } = useTranslation(['auth', 'common']);
  const resend = useSendVerificationEmail();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({ resolver: zodResolver(EmailFormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFeedback(null);
    try {
      await resend.mutateAsync(email);
    } catch (error) {
      setFeedback({ variant: 'error', messageKey: getAuthErrorMessageKey(error, 'verification') });
      return;
    }
    setFeedback({ variant: 'success', messageKey: 'auth:callback.resent' });
  });

  return (
    <AuthCard
      title={t('auth:callback.invalidTitle')}
      footer={
        <p>
          <Link to="/login">{t('auth:callback.toLogin')}</Link>
        </p>
      }
    >
      <Banner variant="error">{t(messageKey)}</Banner>
      <p className="text-slate-700">{t('auth:callback.resendIntro')}</p>
      {feedback && <Banner variant={feedback.variant}>{t(feedback.messageKey)}</Banner>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message ? t(errors.email.message as TranslationKey<'auth' | 'common'>) : undefined}
          {...register('email')}
        />
        <Button type="submit" variant="secondary" fullWidth loading={resend.isPending}>
          {t('auth:callback.resend')}
        </Button>
      </form>
    </AuthCard>
  );
}
