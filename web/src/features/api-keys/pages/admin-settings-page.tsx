import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import '../locales';

// The real screen follows with its own issue; until then the page says so honestly.
export function AdminSettingsPage() {
  const { t } = useTranslation(['api-keys', 'common']);
  return (
    <>
      <PageHeader title={t('api-keys:title')} />
      <EmptyState title={t('common:comingSoon')} />
    </>
  );
}
