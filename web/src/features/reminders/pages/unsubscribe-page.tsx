import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribeFromReminders } from '../api/unsubscribe';
import '../locales';

/**
 * /reminders/unsubscribe?token=… from the reminder mail: asks first, because mail scanners open links;
 * the button unsubscribes without a session (docs/decisions/064-learning-reminders-job-runner.md).
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['reminders']);
  useDocumentTitle(t('reminders:unsubscribe.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const unsubscribe = useUnsubscribeFromReminders();
  const error = unsubscribe.error;
  const isInvalidLink = !token || (error instanceof ApiError && error.status === 400);

  return (
    <Card className="w-full max-w-md">
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-slate-900">{t('reminders:unsubscribe.title')}</h1>
      <div className="flex flex-col gap-5">
        {unsubscribe.isSuccess ? (
          <>
            <Banner variant="success">{t('reminders:unsubscribe.done')}</Banner>
            <p className="text-slate-700">{t('reminders:unsubscribe.doneHint')}</p>
            <ButtonLink to="/dashboard/settings" variant="secondary" fullWidth>
              {t('reminders:unsubscribe.toSettings')}
            </ButtonLink>
          </>
        ) : isInvalidLink ? (
          <Banner variant="error">{t('reminders:unsubscribe.invalidLink')}</Banner>
        ) : (
          <>
            <p className="text-slate-700">{t('reminders:unsubscribe.intro')}</p>
            {error && (
              <Banner variant="error">
                {error instanceof ApiError && error.status === 429
                  ? t('reminders:unsubscribe.tooManyRequests')
                  : t('reminders:unsubscribe.failed')}
              </Banner>
            )}
            <Button loading={unsubscribe.isPending} fullWidth onClick={() => unsubscribe.mutate(token)}>
              {t('reminders:unsubscribe.confirm')}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
