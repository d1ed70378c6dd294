import { useRef, useState, type FormEvent } from 'react';
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
import type { LoginFormErrors, LoginFormValues } from '../form-schemas';
import type { TranslationKey } from '../../../lib/i18n';
import '../locales';

const NOT_CONFIRMED_KEY = 'auth:errors.emailNotConfirmed';

// The checks (zod) are needed only on submit: they load when the reader starts on the form. Two
// fields need no form library, which keeps the first page most visitors see small.
const loadValidation = () => import('../form-schemas');

async function checkLogin(values: LoginFormValues): Promise<{ values?: LoginFormValues; errors?: LoginFormErrors }> {
  try {
    return (await loadValidation()).checkLoginForm(values);
  } catch {
    // the code could not be loaded (connection lost): say so instead of doing nothing
    return { errors: { root: 'common:errors.generic' } };
  }
}

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
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const readValues = (): LoginFormValues => ({ email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setWasSubmitted(true);
    setFeedback(null);
    const checked = await checkLogin(readValues());
    setErrors(checked.errors ?? {});
    if (!checked.values) {
      // like a form library: the first field with a message gets the focus
      (checked.errors?.email ? emailRef : checked.errors?.password ? passwordRef : undefined)?.current?.focus();
      return;
    }
    try {
      await signIn.mutateAsync(checked.values);
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
  }

  /** After the first submit the messages follow the typing, as they did with the form library. */
  async function recheck() {
    if (!wasSubmitted) return;
    setErrors((await checkLogin(readValues())).errors ?? {});
  }

  function resend() {
    resendVerification.mutate(readValues().email.trim(), {
      onSuccess: () => setFeedback({ variant: 'success', messageKey: 'auth:login.verificationResent' }),
      onError: (error) => setFeedback({ variant: 'error', messageKey: getAuthErrorMessageKey(error, 'verification') }),
    });
  }

  const formMessageKey = errors.root as TranslationKey<'auth' | 'common'> | undefined;
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
        onChange={() => void recheck()}
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
          name="email"
          ref={emailRef}
          error={errors.email ? t(errors.email as TranslationKey<'auth' | 'common'>) : undefined}
        />
        <TextField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
          name="password"
          ref={passwordRef}
          error={errors.password ? t(errors.password as TranslationKey<'auth' | 'common'>) : undefined}
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
