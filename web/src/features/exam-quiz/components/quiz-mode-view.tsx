import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuizMode } from '@common/schemas/quiz';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useQuizQuestions } from '../api/quiz-queries';
import { QuizRunner } from './quiz-runner';

export function BackToCourses() {
  const { t } = useTranslation(['exam-quiz']);
  return (
    <Link to="/dashboard/courses" className={buttonClasses('secondary', false, undefined, 'sm')}>
      {t('exam-quiz:back')}
    </Link>
  );
}

/** A page of one quiz mode: its questions loaded, then run; loading, failure and empty states on the way. */
export function QuizModeView({ mode, categoryId, title, intro }: { mode: QuizMode; categoryId?: string; title?: string; intro?: string }) {
  const { t } = useTranslation(['exam-quiz']);
  const questions = useQuizQuestions(mode, categoryId);
  const heading = title ?? questions.data?.category?.name ?? t(`exam-quiz:${mode}.title`);

  let body: ReactNode;
  if (questions.isPending) body = <Spinner label={t('exam-quiz:loading')} showLabel className="py-10" />;
  else if (questions.isError) {
    const notFound = questions.error instanceof ApiError && questions.error.status === 404;
    body = notFound ? (
      <EmptyState title={t('exam-quiz:category.notFound')} action={<BackToCourses />} />
    ) : (
      <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void questions.refetch()} isRetrying={questions.isFetching}>
        {t('exam-quiz:loadError')}
      </LoadErrorBanner>
    );
  } else if (questions.data.questions.length === 0) {
    body = (
      <EmptyState
        title={t('exam-quiz:empty')}
        description={mode === 'mistakes' ? t('exam-quiz:mistakes.none') : mode === 'review' ? t('exam-quiz:review.none') : undefined}
        action={<BackToCourses />}
      />
    );
  } else body = <QuizRunner questions={questions.data.questions} repeatWrong={mode === 'mistakes'} />;

  return (
    <>
      <PageHeader title={heading} description={intro} actions={<BackToCourses />} />
      {body}
    </>
  );
}
