import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoundMode } from '@common/schemas/quiz-rounds';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { openQuestionsOfRound, readPreparedReview } from '../../../lib/offline/prepared-review';
import { isOnline } from '../../../lib/offline/use-online';
import { useActiveRound, useStartRound } from '../api/round-queries';
import { BackToCourses } from './back-to-courses';

const roundPath = (roundId: string) => `/dashboard/quiz/rounds/${roundId}`;

/** Without a connection: the round made ahead opens, or the round still running is offered first. */
type OfflineStart = { kind: 'none' } | { kind: 'running'; after: string; prepared: string; current: number; total: number };

/** Where an offline start goes: the prepared round's page, or what the page shows instead. */
async function offlineStart(mode: RoundMode): Promise<OfflineStart | string> {
  const prepared = mode === 'review' ? readPreparedReview() : null;
  if (!prepared) return { kind: 'none' };
  const { open, total } = await openQuestionsOfRound(prepared.after);
  if (open === 0) return roundPath(prepared.roundId);
  return { kind: 'running', after: prepared.after, prepared: prepared.roundId, current: total - open + 1, total };
}

/**
 * Starts a round of a mode on the server and opens it. With a round still running it asks first:
 * continue that one, or end it and start this one. Without a connection only 'Wiederholen' can start,
 * with the round made ahead for it (web/src/lib/offline/prepared-review.ts); its first answer ends the
 * running round on the server, so the same question is asked first.
 */
export function RoundStarter({ mode, categoryId }: { mode: RoundMode; categoryId?: string }) {
  const { t } = useTranslation(['exam-quiz']);
  const navigate = useNavigate();
  const start = useStartRound();
  const started = useRef(false);
  const [offline, setOffline] = useState<OfflineStart>();
  const conflict = start.error instanceof ApiError && start.error.code === 'ROUND_ACTIVE';
  const activeRound = useActiveRound(conflict);

  useEffect(() => {
    // once per visit (React runs effects twice in development)
    if (started.current) return;
    started.current = true;
    if (!isOnline()) {
      void offlineStart(mode).then((next) => (typeof next === 'string' ? void navigate(next, { replace: true }) : setOffline(next)));
      return;
    }
    start.mutate({ mode, categoryId }, { onSuccess: (round) => void navigate(roundPath(round.id), { replace: true }) });
  }, [mode, categoryId, start, navigate]);

  if (offline?.kind === 'none')
    return <EmptyState title={t('exam-quiz:offline.noRoundTitle')} description={t('exam-quiz:offline.noRound')} />;
  if (offline?.kind === 'running') {
    return (
      <RunningRoundCard
        resume={t('exam-quiz:round.resume', { current: offline.current, total: offline.total })}
        continueTo={roundPath(offline.after)}
        onReplace={() => void navigate(roundPath(offline.prepared), { replace: true })}
      />
    );
  }
  if (start.isPending || start.isIdle || start.isSuccess) return <Spinner label={t('exam-quiz:loading')} showLabel className="py-10" />;
  const error = start.error;
  if (conflict) {
    const active = activeRound.data?.round;
    return (
      <RunningRoundCard
        resume={
          active ? t('exam-quiz:round.resume', { current: Math.min(active.answered + 1, active.total), total: active.total }) : undefined
        }
        continueTo={active ? roundPath(active.id) : undefined}
        onReplace={() =>
          start.mutate({ mode, categoryId, replace: true }, { onSuccess: (round) => void navigate(roundPath(round.id), { replace: true }) })
        }
      />
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

/** A round is still running: continue it, or end it and start the new one. */
function RunningRoundCard({ resume, continueTo, onReplace }: { resume?: string; continueTo?: string; onReplace: () => void }) {
  const { t } = useTranslation(['exam-quiz']);
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold text-slate-900">{t('exam-quiz:round.activeTitle')}</h2>
      {resume && <p className="text-slate-800">{resume}</p>}
      <p className="text-slate-800">{t('exam-quiz:round.replaceText')}</p>
      <div className="flex flex-wrap gap-3">
        {continueTo && <ButtonLink to={continueTo}>{t('exam-quiz:round.continue')}</ButtonLink>}
        <Button variant="secondary" onClick={onReplace}>
          {t('exam-quiz:round.replace')}
        </Button>
      </div>
    </Card>
  );
}
