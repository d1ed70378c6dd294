import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoundMode } from '@common/schemas/quiz-rounds';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useActiveRound, useStartRound } from '../api/round-queries';
import { BackToCourses } from './back-to-courses';

const roundPath = (roundId: string) => `/dashboard/quiz/rounds/${roundId}`;

/**
 * Starts a round of a mode on the server and opens it. With a round still running it asks first:
 * continue that one, or end it and start this one.
 */
export function RoundStarter({ mode, categoryId }: { mode: RoundMode; categoryId?: string }) {
  const { t } = useTranslation(['exam-quiz']);
  const navigate = useNavigate();
  const start = useStartRound();
  const started = useRef(false);
  const conflict = start.error instanceof ApiError && start.error.code === 'ROUND_ACTIVE';
  const activeRound = useActiveRound(conflict);

  useEffect(() => {
    // once per visit (React runs effects twice in development)
    if (started.current) return;
    started.current = true;
    start.mutate({ mode, categoryId }, { onSuccess: (round) => void navigate(roundPath(round.id), { replace: true }) });
  }, [mode, categoryId, start, navigate]);

  if (start.isPending || start.isIdle || start.isSuccess) return <Spinner label={t('exam-quiz:loading')} showLabel className="py-10" />;
  const error = start.error;
  if (conflict) {
    const active = activeRound.data?.round;
    return (
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('exam-quiz:round.activeTitle')}</h2>
        {active && (
          <p className="text-slate-800">
            {t('exam-quiz:round.resume', { current: Math.min(active.answered + 1, active.total), total: active.total })}
          </p>
        )}
        <p className="text-slate-800">{t('exam-quiz:round.replaceText')}</p>
        <div className="flex flex-wrap gap-3">
          {active && <ButtonLink to={roundPath(active.id)}>{t('exam-quiz:round.continue')}</ButtonLink>}
          <Button
            variant="secondary"
            onClick={() =>
              start.mutate(
                { mode, categoryId, replace: true },
                { onSuccess: (round) => void navigate(roundPath(round.id), { replace: true }) },
              )
            }
          >
            {t('exam-quiz:round.replace')}
          </Button>
        </div>
      </Card>
    );
  }
  if (error instanceof ApiError && error.code === 'ROUND_EMPTY') {
    const description = mode === 'mistakes' || mode === 'review' || mode === 'marked' ? t(`exam-quiz:${mode}.none`) : undefined;
    return <EmptyState title={t('exam-quiz:empty')} description={description} action={<BackToCourses />} />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <EmptyState title={t('exam-quiz:category.notFound')} action={<BackToCourses />} />;
  }
  return (
    <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => start.mutate({ mode, categoryId })} isRetrying={false}>
      {t('exam-quiz:loadError')}
    </LoadErrorBanner>
  );
}
