import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { Card } from '../../../components/ui/card';
import { getAuthErrorMessageKey } from '../api/auth-messages';
import { useSendVerificationEmail } from '../api/send-verification-email';
import type { Feedback } from './feedback';

/**
 * After registering: the address the link went to, a way to send it again (better-auth allows three
 * a minute) and a way back to the form when the address was mistyped.
 */
export function ConfirmEmailNotice({ email, onWrongAddress }: { email: string; onWrongAddress: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const resend = useSendVerificationEmail();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('auth:confirmEmail.title'));
  // the form this replaces had the focus; the new page's heading takes it
  useEffect(() => headingRef.current?.focus(), []);

  function sendAgain() {
    setFeedback(null);
    resend.mutate(email, {
      onSuccess: () => setFeedback({ variant: 'success', messageKey: 'auth:login.verificationResent' }),
      onError: (error) => setFeedback({ variant: 'error', messageKey: getAuthErrorMessageKey(error, 'verification') }),
    });
  }

  return (
    <Card className="flex w-full max-w-md flex-col gap-5">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none">
        {t('auth:confirmEmail.title')}
      </h1>
      <Banner variant="success">{t('auth:register.success')}</Banner>
      <p className="text-slate-700">
        {t('auth:confirmEmail.sentTo')} <strong className="block break-all text-slate-900">{email}</strong>
      </p>
      <p className="text-slate-700">{t('auth:confirmEmail.nextStep')}</p>
      {feedback && <Banner variant={feedback.variant}>{t(feedback.messageKey)}</Banner>}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="secondary" onClick={sendAgain} loading={resend.isPending}>
          {t('auth:confirmEmail.resend')}
        </Button>
        <Button variant="ghost" onClick={onWrongAddress}>
          {t('auth:confirmEmail.wrongAddress')}
        </Button>
      </div>
      <ButtonLink to="/login" fullWidth>
        {t('auth:confirmEmail.toLogin')}
      </ButtonLink>
    </Card>
  );
}
