import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

// The real screen follows with its own issue; until then the page says so honestly.
export function AdminSettingsPage() {
  const { t } = useTranslation(['pages']);
  return (
    <>
      <PageHeader title={t('pages:adminSettings.title')} />
      <EmptyState title={t('pages:comingSoon')} />
    </>
  );
}
