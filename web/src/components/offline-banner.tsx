import { useTranslation } from 'react-i18next';
import { useQueuedAnswers } from '../lib/offline/answer-queue';
import { useOnline } from '../lib/offline/use-online';
import { Banner } from './ui/banner';

/**
 * On every signed-in page: says when the browser is offline and how many answers wait to be sent
 * (docs/decisions/081-installable-offline-practice.md); gone once online with nothing waiting.
 */
export function OfflineBanner() {
  const { t } = useTranslation(['common']);
  const isOnline = useOnline();
  const waiting = useQueuedAnswers().length;
  let message: string | undefined;
  if (!isOnline) message = waiting > 0 ? t('common:connection.offlineWaiting', { count: waiting }) : t('common:connection.offline');
  else if (waiting > 0) message = t('common:connection.sending', { count: waiting });
  // the region stays on the page, so a change of its text is announced
  return (
    <div role="status" className={message ? 'px-4 pt-3 lg:px-6' : undefined}>
      {message && (
        <Banner variant="info" announce={false}>
          {message}
        </Banner>
      )}
    </div>
  );
}
