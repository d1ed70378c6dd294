import { useTranslation } from 'react-i18next';
import { MENU_ENTRIES } from '@common/domain/navigation';
import type { PageKey } from '@common/domain/page-keys';
import { useMyAccessRequests, useRequestAccess } from '../lib/access-requests';
import type { TranslationKey } from '../lib/i18n';
import { Banner } from './ui/banner';
import { Button } from './ui/button';

/** The area's name as the menu shows it. */
export function useAreaName(page: PageKey): string {
  const { t } = useTranslation(['common']);
  const entry = MENU_ENTRIES.find((candidate) => candidate.page === page);
  return entry ? t(`common:${entry.labelKey}` as TranslationKey<'common'>) : page;
}

/**
 * Which area is locked and how to ask for it; after asking, the request's state ('angefragt',
 * 'abgelehnt'). Shown on the overview when a locked address was opened or a locked tile chosen.
 */
export function LockedAreaNotice({ page }: { page: PageKey }) {
  const { t } = useTranslation(['common']);
  const area = useAreaName(page);
  const requests = useMyAccessRequests();
  const requestAccess = useRequestAccess();
  const status = requests.data?.find((request) => request.page === page)?.status;

  const action =
    status === 'open' ? null : (
      <Button variant="secondary" onClick={() => requestAccess.mutate(page)} loading={requestAccess.isPending} className="self-start">
        {status === 'refused' ? t('common:lockedArea.requestAgain') : t('common:lockedArea.request')}
      </Button>
    );
  return (
    <Banner variant="info" action={requests.isPending ? null : action}>
      <span className="flex flex-col gap-1">
        <strong>{t('common:lockedArea.title', { area })}</strong>
        <span>
          {status === 'open'
            ? t('common:lockedArea.requested')
            : status === 'refused'
              ? t('common:lockedArea.refused')
              : t('common:lockedArea.howTo')}
        </span>
        {requestAccess.isError && <span>{t('common:lockedArea.failed')}</span>}
      </span>
    </Banner>
  );
}
