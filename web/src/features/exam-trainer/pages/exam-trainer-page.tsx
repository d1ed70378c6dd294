import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';

// The real screen follows with its own issue; until then the page says so honestly.
export function ExamTrainerPage() {
  const { t } = useTranslation(['pages']);
  return (
    <>
      <PageHeader title={t('pages:examTrainer.title')} />
      <EmptyState title={t('pages:comingSoon')} />
    </>
  );
}
