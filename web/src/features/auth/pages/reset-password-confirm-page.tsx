import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ME_QUERY_KEY } from '../../../lib/session';
import { getAuthErrorMessageKey, isInvalidTokenError } from '../api/auth-messages';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFormSchema, type NewPasswordFormValues } from '../form-schemas';
import type { TranslationKey } from '../../../lib/i18n';
import '../locales';

/** The spec: after success the user is sent to /login after 3 seconds. */
export const REDIRECT_AFTER_RESET_MS = 3000;

type View = 'checking' | 'invalid' | 'form' | 'success';

export function ResetPasswordConfirmPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const hasErrorParam = searchParams.has('error');
  const tokenCheck = useResetTokenCheck(hasErrorParam ? null : token);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isRejected, setIsRejected] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [errorKey, setErrorKey] = useState<TranslationKey<'auth' | 'common'> | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  let view: View;
  if (!token || hasErrorParam || isRejected || tokenCheck.data === 'invalid') view = 'invalid';
  else if (isDone) view = 'success';
  else if (tokenCheck.isPending) view = 'checking';
  else view = 'form';

  useEffect(() => {
    if (view !== 'success') return;
    const timer = window.setTimeout(() => void navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [view, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) return;
    setErrorKey(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
    } catch (error) {
      if (isInvalidTokenError(error)) setIsRejected(true);
      else setErrorKey(getAuthErrorMessageKey(error, 'resetConfirm'));
      return;
    }
    // the server ends every session of the account on a reset
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    setIsDone(true);
  });

  if (view === 'checking') {
    return (
      <AuthCard title={t('auth:resetConfirm.title')}>
        <Spinner label={t('auth:resetConfirm.checking')} showLabel />
      </AuthCard>
    );
  }

  if (view === 'invalid') {
    return (
      <AuthCard
        title={t('auth:resetConfirm.invalidTitle')}
        footer={
          <p>
            <Link to="/login">{t('auth:resetRequest.backToLogin')}</Link>
          </p>
        }
      >
        <Banner variant="error">{t('auth:errors.invalidResetLink')}</Banner>
        <ButtonLink to="/reset-password" fullWidth>
          {t('auth:resetConfirm.requestNew')}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (view === 'success') {
    return (
      <AuthCard title={t('auth:resetConfirm.successTitle')}>
        <Banner variant="success">{t('auth:resetConfirm.successBody')}</Banner>
        <ButtonLink to="/login" replace fullWidth>
          {t('auth:resetConfirm.toLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:resetConfirm.title')}>
      {errorKey && <Banner variant="error">{t(errorKey)}</Banner>}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth:fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth:fields.passwordHint')}
          error={errors.password?.message ? t(errors.password.message as TranslationKey<'auth' | 'common'>) : undefined}
          {...register('password')}
        />
        <TextField
          label={t('auth:fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message ? t(errors.confirmPassword.message as TranslationKey<'auth' | 'common'>) : undefined}
          {...register('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={resetPassword.isPending}>
          {t('auth:resetConfirm.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
