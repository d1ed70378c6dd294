import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoundReviewItem } from '@common/schemas/quiz-rounds';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cx } from '../../../lib/cx';
import { formatWholePercent } from '../../../lib/format';
import { useRoundReview } from '../api/round-queries';
import { BackToCourses } from '../components/back-to-courses';
import { modePath } from '../round-progress';
import '../locales';
import { ContentLanguageControls, GermanOriginal } from '../../../components/content-language';
import { QuestionExplanation } from '../../../components/question-card';

/** /dashboard/quiz/rounds/{id}/result: the score and every question with the learner's answer, the right one and why. */
export function RoundResultPage() {
  const { roundId = '' } = useParams();
  const { t, i18n } = useTranslation(['exam-quiz']);
  const review = useRoundReview(roundId);
  const scoreRef = useRef<HTMLParagraphElement>(null);
  const loaded = review.isSuccess;

  // the page replaces the last question: focus moves to the score, which is read first
  useEffect(() => {
    if (loaded) scoreRef.current?.focus();
  }, [loaded]);

  let body;
  if (review.isPending) body = <Spinner label={t('exam-quiz:loading')} showLabel className="py-10" />;
  else if (review.isError) {
    if (review.error instanceof ApiError && review.error.code === 'ROUND_NOT_FINISHED') {
      return <Navigate to={`/dashboard/quiz/rounds/${roundId}`} replace />;
    }
    const notFound = review.error instanceof ApiError && (review.error.status === 404 || review.error.status === 400);
    body = notFound ? (
      <EmptyState title={t('exam-quiz:round.notFound')} action={<BackToCourses />} />
    ) : (
      <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void review.refetch()} isRetrying={review.isFetching}>
        {t('exam-quiz:loadError')}
      </LoadErrorBanner>
    );
  } else {
    const { score, items, mode, categoryId } = review.data;
    body = (
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-4">
          <p ref={scoreRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
            {t('exam-quiz:result.summary', {
              correct: score.correct,
              answered: score.total,
              percent: formatWholePercent(score.percent, i18n.resolvedLanguage),
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/dashboard/quiz/mistakes">{t('exam-quiz:result.repeatWrong')}</ButtonLink>
            <ButtonLink variant="secondary" to={modePath(mode, categoryId)}>
              {t('exam-quiz:result.newRound')}
            </ButtonLink>
            <ButtonLink variant="secondary" to="/dashboard/courses">
              {t('exam-quiz:result.toOverview')}
            </ButtonLink>
          </div>
        </Card>
        <section aria-labelledby="result-questions" className="flex flex-col gap-3">
          <h2 id="result-questions" className="text-lg font-semibold text-slate-900">
            {t('exam-quiz:result.questions')}
          </h2>
          <ol className="flex flex-col gap-3">
            {items.map((item, index) => (
              <ReviewItem key={item.questionId} item={item} position={index + 1} />
            ))}
          </ol>
        </section>
      </div>
    );
  }

  return (
    <>
      <PageHeader title={t('exam-quiz:result.title')} actions={<BackToCourses />} />
      {body}
    </>
  );
}

function ReviewItem({ item, position }: { item: RoundReviewItem; position: number }) {
  const { t } = useTranslation(['exam-quiz']);
  const status = item.isCorrect === null ? 'open' : item.isCorrect ? 'right' : 'wrong';
  return (
    <li>
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">{t('exam-quiz:result.number', { number: position })}</span>
          <Badge variant="primary">{item.categoryName}</Badge>
          <Badge variant={status === 'right' ? 'success' : status === 'wrong' ? 'error' : 'neutral'}>
            {t(`exam-quiz:result.status.${status}`)}
          </Badge>
          <ContentLanguageControls contentLanguage={item.contentLanguage} hasGerman={item.german !== undefined} />
        </div>
        <h3 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
          {item.question}
          <GermanOriginal inline className="mt-1 font-normal">
            {item.german?.question}
          </GermanOriginal>
        </h3>
        <ul className="flex flex-col gap-2">
          {item.options.map((option) => {
            const chosen = item.selectedOptionIds.includes(option.id);
            const correct = item.correctOptionIds.includes(option.id);
            return (
              <li
                key={option.id}
                className={cx(
                  'flex flex-col gap-1 rounded-lg border p-3',
                  correct ? 'border-green-700 bg-green-50' : chosen ? 'border-red-700 bg-red-50' : 'border-slate-200',
                )}
              >
                <span className="text-slate-900 [overflow-wrap:anywhere]">
                  {option.text}
                  <GermanOriginal inline>{item.german?.options.find((german) => german.id === option.id)?.text}</GermanOriginal>
                </span>
                {(chosen || correct) && (
                  <span className="flex flex-wrap gap-x-3 text-sm font-semibold">
                    {chosen && <span className={correct ? 'text-green-800' : 'text-red-800'}>{t('exam-quiz:result.yourAnswer')}</span>}
                    {correct && <span className="text-green-800">{t('exam-quiz:result.rightAnswer')}</span>}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        <QuestionExplanation {...item} />
      </Card>
    </li>
  );
}
