import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import '../locales';

// The real screen follows with its own issue; until then the page says so honestly.
export function BookSessionPage() {
  const { t } = useTranslation(['booking', 'common']);
  return (
    <>
      <PageHeader title={t('booking:title')} />
      <EmptyState title={t('common:comingSoon')} />
    </>
  );
}
