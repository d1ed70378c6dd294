import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyAccountLanguage } from '../../../lib/account-language';
import { isAccountDeletedNotice } from '../../../lib/navigation-state';
import { getReturnPath } from '../../../lib/return-path';
import { ME_QUERY_KEY } from '../../../lib/session';
import { getAuthErrorMessageKey } from '../api/auth-messages';
import { useSendVerificationEmail } from '../api/send-verification-email';
import { loadAuthClient, useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/auth-card';
import type { Feedback } from '../components/feedback';
import type { LoginFormValues } from '../form-schemas';
import type { TranslationKey } from '../../../lib/i18n';
import '../locales';

const NOT_CONFIRMED_KEY = 'auth:errors.emailNotConfirmed';

// The checks (zod) are needed only on submit: they load when the reader starts on the form.
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('../form-schemas')]);
const loginResolver: Resolver<LoginFormValues> = async (values, context, options) => {
  try {
    const [{ zodResolver }, { LoginFormSchema }] = await loadValidation();
    return await zodResolver(LoginFormSchema)(values, context, options);
  } catch {
    // the code could not be loaded (connection lost): say so instead of doing nothing
    return { values: {}, errors: { root: { type: 'load', message: 'common:errors.generic' } } };
  }
};

function preloadSubmitCode() {
  // a failure here shows on submit, where the same code is loaded again
  loadValidation().catch(() => undefined);
  loadAuthClient().catch(() => undefined);
}

export function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const resendVerification = useSendVerificationEmail();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFeedback(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      setFeedback({ variant: 'error', messageKey: getAuthErrorMessageKey(error, 'signIn') });
      return;
    }
    // the guard must ask the server again: drop the remembered "not signed in"
    queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
    // the guard reads the fresh answer from the cache; a failure here is the guard's to handle
    await applyAccountLanguage(queryClient).catch(() => undefined);
    const from = (location.state as { from?: unknown } | null)?.from;
    await navigate(getReturnPath(from), { replace: true });
  });

  function resend() {
    resendVerification.mutate(getValues('email').trim(), {
      onSuccess: () => setFeedback({ variant: 'success', messageKey: 'auth:login.verificationResent' }),
      onError: (error) => setFeedback({ variant: 'error', messageKey: getAuthErrorMessageKey(error, 'verification') }),
    });
  }

  const formMessageKey = errors.root?.message as TranslationKey<'auth' | 'common'> | undefined;
  // after "Konto löschen" the settings send the user here; the note goes with the first attempt to sign in
  const showAccountDeleted = isAccountDeletedNotice(location.state) && !feedback && !formMessageKey;

  return (
    <AuthCard
      title={t('auth:login.title')}
      intro={<p>{t('auth:login.intro')}</p>}
      footer={
        <>
          <p>
            <strong className="text-slate-900">{t('auth:login.newHere')}</strong> {t('auth:login.platformIntro')}
          </p>
          <ButtonLink to="/register" variant="secondary" fullWidth>
            {t('auth:login.createAccount')}
          </ButtonLink>
        </>
      }
    >
      {showAccountDeleted && <Banner variant="info">{t('auth:login.accountDeleted')}</Banner>}
      {formMessageKey && <Banner variant="error">{t(formMessageKey)}</Banner>}
      {feedback && (
        <Banner
          variant={feedback.variant}
          action={
            feedback.messageKey === NOT_CONFIRMED_KEY ? (
              <Button variant="secondary" onClick={resend} loading={resendVerification.isPending} className="self-start">
                {t('auth:login.resendVerification')}
              </Button>
            ) : undefined
          }
        >
          {t(feedback.messageKey)}
        </Banner>
      )}
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preloadSubmitCode}
        onPointerDown={preloadSubmitCode}
        noValidate
        className="flex flex-col gap-4"
      >
        <TextField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message ? t(errors.email.message as TranslationKey<'auth' | 'common'>) : undefined}
          {...register('email')}
        />
        <TextField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message ? t(errors.password.message as TranslationKey<'auth' | 'common'>) : undefined}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          {t('auth:login.submit')}
        </Button>
      </form>
      <p className="text-center">
        <Link to="/reset-password" className="inline-flex min-h-11 items-center">
          {t('auth:login.forgotPassword')}
        </Link>
      </p>
    </AuthCard>
  );
}
