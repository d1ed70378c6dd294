import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import '../locales';

// The real screen follows with its own issue; until then the page says so honestly.
export function QuizPage() {
  const { t } = useTranslation(['exam-quiz', 'common']);
  return (
    <>
      <PageHeader title={t('exam-quiz:all.title')} />
      <EmptyState title={t('common:comingSoon')} />
    </>
  );
}
