import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { ButtonLink } from '../../../components/ui/button';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useExamSimulation } from '../api/exam-simulation-queries';
import { SimulationResult } from '../simulation/simulation-result';
import { SimulationRunner } from '../simulation/simulation-runner';
import '../locales';

/** /dashboard/quiz/simulation/{id}: the running simulation, or its result once it is over. */
export function ExamSimulationPage() {
  const { simulationId = '' } = useParams();
  const { t } = useTranslation(['exam-quiz']);
  const [isEnding, setIsEnding] = useState(false);
  const simulation = useExamSimulation(simulationId, { pollWhileEnding: isEnding });
  useDocumentTitle(t('exam-quiz:simulation.title'));

  if (simulation.isPending) return <Spinner label={t('exam-quiz:simulation.loading')} showLabel className="py-6" />;
  if (simulation.isError) {
    // an address that names no simulation of this learner (a malformed id included)
    if (simulation.error instanceof ApiError && (simulation.error.status === 404 || simulation.error.status === 400)) {
      return (
        <div className="flex flex-col gap-4">
          <h1 className="text-2xl font-semibold text-slate-900">{t('exam-quiz:simulation.title')}</h1>
          <Banner variant="error">{t('exam-quiz:simulation.notFound')}</Banner>
          <ButtonLink to="/dashboard/courses" className="self-start">
            {t('exam-quiz:simulation.result.toHub')}
          </ButtonLink>
        </div>
      );
    }
    return (
      <>
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{t('exam-quiz:simulation.title')}</h1>
        <LoadErrorBanner retryLabel={t('exam-quiz:retry')} onRetry={() => void simulation.refetch()} isRetrying={simulation.isFetching}>
          {t('exam-quiz:simulation.loadError')}
        </LoadErrorBanner>
      </>
    );
  }
  if (simulation.data.status === 'submitted') return <SimulationResult key="result" simulation={simulation.data} />;
  return (
    <div className="flex flex-col gap-3">
      {isEnding && <Banner variant="info">{t('exam-quiz:simulation.ending')}</Banner>}
      <SimulationRunner
        simulation={simulation.data}
        onTimeUp={() => {
          // once: from then on the query asks every second until the server has ended it
          if (isEnding) return;
          setIsEnding(true);
          void simulation.refetch();
        }}
      />
    </div>
  );
}
