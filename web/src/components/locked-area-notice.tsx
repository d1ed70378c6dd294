import { useTranslation } from 'react-i18next';
import { MENU_ENTRIES } from '@common/domain/navigation';
import type { PageKey } from '@common/domain/page-keys';
import type { AccessRequestStatus } from '@common/domain/access-requests';
import { useMyAccessRequests, useRequestLockedAreas } from '../lib/access-requests';
import type { TranslationKey } from '../lib/i18n';
import { useMe } from '../lib/session';
import { Badge } from './ui/badge';
import { Banner } from './ui/banner';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { LiveRegion } from './ui/live-region';

/** The key of the area's name as the menu shows it. */
export function getAreaNameKey(page: PageKey): TranslationKey<'common'> {
  const entry = MENU_ENTRIES.find((candidate) => candidate.page === page);
  // every page key has a menu entry (common/src/domain/navigation.ts)
  return `common:${entry?.labelKey ?? 'nav.overview'}` as TranslationKey<'common'>;
}

/** The area's name as the menu shows it. */
export function useAreaName(page: PageKey): string {
  const { t } = useTranslation(['common']);
  return t(getAreaNameKey(page));
}

/** What an area offers, in one sentence (also shown to the operator in 'Freigaben für neue Konten'). */
export const AREA_OFFER_KEYS: Record<PageKey, TranslationKey<'common'>> = {
  courses: 'common:lockedArea.offers.courses',
  videos: 'common:lockedArea.offers.videos',
  lexicon: 'common:lockedArea.offers.lexicon',
  news: 'common:lockedArea.offers.news',
  'book-session': 'common:lockedArea.offers.book-session',
  'ai-assistant': 'common:lockedArea.offers.ai-assistant',
  'exam-trainer': 'common:lockedArea.offers.exam-trainer',
  'performance-trainer': 'common:lockedArea.offers.performance-trainer',
  abstinence: 'common:lockedArea.offers.abstinence',
  'my-story': 'common:lockedArea.offers.my-story',
};

const STATUS_BADGES: Partial<Record<AccessRequestStatus, { key: TranslationKey<'common'>; variant: 'primary' | 'warning' }>> = {
  open: { key: 'common:lockedArea.status.open', variant: 'primary' },
  refused: { key: 'common:lockedArea.status.refused', variant: 'warning' },
};

function LockedAreaItem({ page, status }: { page: PageKey; status?: AccessRequestStatus }) {
  const { t } = useTranslation(['common']);
  const badge = status && STATUS_BADGES[status];
  return (
    <li className="flex flex-col gap-1 border-t border-slate-200 py-3 first:border-t-0">
      <span className="flex flex-wrap items-center gap-2">
        <strong className="text-slate-900">{useAreaName(page)}</strong>
        {badge && <Badge variant={badge.variant}>{t(badge.key)}</Badge>}
      </span>
      <span className="text-slate-700">{t(AREA_OFFER_KEYS[page])}</span>
    </li>
  );
}

/**
 * A locked area (opened by its address, a locked menu entry or tile): what it offers, why it is locked
 * (the operator decides), every other locked area with its request's state, and one button that asks
 * for all of them at once (docs/decisions/074-access-for-new-accounts.md).
 */
export function LockedAreaNotice({ page }: { page: PageKey }) {
  const { t } = useTranslation(['common']);
  const area = useAreaName(page);
  const { data: me } = useMe();
  const requests = useMyAccessRequests();
  const requestAll = useRequestLockedAreas();
  const statusOf = (candidate: PageKey) => requests.data?.find((request) => request.page === candidate)?.status;

  // the menu's order, the opened area first; never the admin area
  const locked = MENU_ENTRIES.flatMap((entry) => (entry.page && !entry.adminOnly && me && !me.permissions[entry.page] ? [entry.page] : []));
  const others = locked.filter((candidate) => candidate !== page);
  const requestable = [page, ...others].filter((candidate) => statusOf(candidate) !== 'open');
  const isAllRefusedAgain = requestable.length > 0 && requestable.every((candidate) => statusOf(candidate) === 'refused');

  let action = null;
  if (requests.isPending) action = null;
  else if (requestable.length === 0) action = <p className="text-slate-700">{t('common:lockedArea.requested')}</p>;
  else
    action = (
      <Button onClick={() => requestAll.mutate()} loading={requestAll.isPending} className="self-start">
        {isAllRefusedAgain
          ? t('common:lockedArea.requestAgain')
          : requestable.length === 1
            ? t('common:lockedArea.request')
            : t('common:lockedArea.requestAll', { count: requestable.length })}
      </Button>
    );

  return (
    <Card className="flex flex-col gap-4">
      <section aria-labelledby="locked-area-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <h2 id="locked-area-heading" className="text-lg font-bold text-slate-900">
            {t('common:lockedArea.title', { area })}
          </h2>
          <p className="text-slate-800">{t(AREA_OFFER_KEYS[page])}</p>
          <p className="text-slate-700">{t('common:lockedArea.why')}</p>
        </div>
        {others.length > 0 && (
          <div className="flex flex-col gap-1">
            <h3 id="locked-area-others" className="font-semibold text-slate-900">
              {t('common:lockedArea.othersHeading')}
            </h3>
            <ul aria-labelledby="locked-area-others" className="flex flex-col">
              {others.map((candidate) => (
                <LockedAreaItem key={candidate} page={candidate} status={statusOf(candidate)} />
              ))}
            </ul>
          </div>
        )}
        {statusOf(page) && statusOf(page) !== 'granted' && (
          <p className="text-slate-700">
            {statusOf(page) === 'open' ? t('common:lockedArea.thisRequested', { area }) : t('common:lockedArea.refused')}
          </p>
        )}
        {action}
        <LiveRegion>
          {requestAll.isSuccess && (
            <Banner variant="success" announce={false}>
              {requestAll.data.requested.length > 0
                ? t('common:lockedArea.sent', { count: requestAll.data.requested.length })
                : t('common:lockedArea.requested')}
            </Banner>
          )}
          {requestAll.isError && (
            <Banner variant="error" announce={false}>
              {t('common:lockedArea.failed')}
            </Banner>
          )}
        </LiveRegion>
      </section>
    </Card>
  );
}
