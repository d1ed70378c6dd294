import { useTranslation } from 'react-i18next';
import type { RoundMode } from '@common/schemas/quiz-rounds';
import { PageHeader } from '../../../components/ui/page-header';
import { BackToCourses } from './back-to-courses';
import { RoundStarter } from './round-starter';

export { BackToCourses };

/** A page of one quiz mode: starts a round of it on the server, which then runs on its own page. */
export function QuizModeView({ mode, categoryId, title, intro }: { mode: RoundMode; categoryId?: string; title?: string; intro?: string }) {
  const { t } = useTranslation(['exam-quiz']);
  return (
    <>
      <PageHeader title={title ?? t(`exam-quiz:${mode}.title`)} description={intro} actions={<BackToCourses />} />
      <RoundStarter key={`${mode}-${categoryId ?? ''}`} mode={mode} categoryId={categoryId} />
    </>
  );
}
