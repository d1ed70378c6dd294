import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import '../locales';

// The real screen follows with its own issue; until then the page says so honestly.
export function KnowledgePage() {
  const { t } = useTranslation(['knowledge', 'common']);
  return (
    <>
      <PageHeader title={t('knowledge:title')} />
      <EmptyState title={t('common:comingSoon')} />
    </>
  );
}
