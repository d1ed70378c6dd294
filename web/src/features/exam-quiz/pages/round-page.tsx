import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { keepRoundForOffline } from '../../../lib/offline/round-copy';
import { useRound } from '../api/round-queries';
import { BackToCourses } from '../components/back-to-courses';
import { RoundRunner } from '../components/round-runner';
import '../locales';

/** /dashboard/quiz/rounds/{id}: a round kept on the server, continued where it stands. */
export function RoundPage() {
  const { roundId = '' } = useParams();
  const { t } = useTranslation(['exam-quiz']);
  const round = useRound(roundId);
  // each answer changes the copy a reload without a connection opens
  useEffect(() => {
    if (round.data) void keepRoundForOffline(round.data).catch(() => undefined);
  }, [round.data]);

  let body;
  if (round.isPending) body = <Spinner label={t('exam-quiz:loading')} showLabel className="py-10" />;
  else if (round.isError) {
    const notFound = round.error instanceof ApiError && (round.error.status === 404 || round.error.status === 400);
    body = notFound ? (
      <EmptyState title={t('exam-quiz:round.notFound')} action={<BackToCourses />} />
    ) : (
      <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void round.refetch()} isRetrying={round.isFetching}>
        {t('exam-quiz:loadError')}
      </LoadErrorBanner>
    );
  } else body = <RoundRunner key={round.data.id} round={round.data} />;

  const title = round.data ? (round.data.categoryName ?? t(`exam-quiz:${round.data.mode}.title`)) : t('exam-quiz:round.title');
  return (
    <>
      <PageHeader title={title} actions={<BackToCourses />} />
      {body}
    </>
  );
}
