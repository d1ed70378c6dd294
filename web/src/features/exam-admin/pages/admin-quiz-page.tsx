import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

// The real screen follows with its own issue; until then the page says so honestly.
export function AdminQuizPage() {
  const { t } = useTranslation(['pages']);
  return (
    <>
      <PageHeader title={t('pages:adminQuiz.title')} />
      <EmptyState title={t('pages:comingSoon')} />
    </>
  );
}
