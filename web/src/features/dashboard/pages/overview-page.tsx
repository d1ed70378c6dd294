import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useMe } from '../../../lib/session';

// Readiness, tiles and recommendations follow with the dashboard issue.
export function OverviewPage() {
  const { t } = useTranslation(['pages']);
  const { data: me } = useMe();
  return (
    <>
      <PageHeader
        title={t('pages:overview.title')}
        description={me ? <p className="break-words">{t('pages:overview.welcome', { email: me.user.email })}</p> : undefined}
      />
      <EmptyState title={t('pages:comingSoon')} />
    </>
  );
}
