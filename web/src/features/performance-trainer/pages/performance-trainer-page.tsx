// /dashboard/performance-trainer: three exercises modelled on what the MPU's performance test
// measures (issue 21), each with its last result and its history. `?uebung=` opens an exercise,
// `?dauer=kurz` shortens them (durations.ts).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PERFORMANCE_EXERCISES, type PerformanceExercise } from '@common/schemas/performance-trainer';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../lib/session';
import { useResults } from '../api/results-query';
import { ExerciseView } from '../components/exercise-view';
import { HistoryChart } from '../components/history-chart';
import { ResultSummary } from '../components/result-summary';
import { durationModeOf, EXERCISE_PLANS, type ExercisePlan } from '../durations';
import '../locales';

const isExercise = (value: string | null): value is PerformanceExercise =>
  (PERFORMANCE_EXERCISES as readonly string[]).includes(value ?? '');

export function PerformanceTrainerPage() {
  const { t } = useTranslation(['performance-trainer']);
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const plans = EXERCISE_PLANS[durationModeOf(search)];
  const open = search.get('uebung');

  function select(exercise: PerformanceExercise | null) {
    setSearch((before) => {
      const next = new URLSearchParams(before);
      if (exercise) next.set('uebung', exercise);
      else next.delete('uebung');
      return next;
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('performance-trainer:title')} description={t('performance-trainer:description')} />
      {isExercise(open) ? (
        <ExerciseView exercise={open} plan={plans[open]} onBack={() => select(null)} />
      ) : (
        <>
          <Banner variant="info" announce={false}>
            <p className="font-semibold">{t('performance-trainer:practiceNote')}</p>
            <p className="mt-1">{t('performance-trainer:practiceNoteDetail')}</p>
            {me.data?.permissions.courses && (
              <p className="mt-1">
                <Link to="/dashboard/knowledge" className="font-semibold text-indigo-800 underline">
                  {t('performance-trainer:knowledgeLink')}
                </Link>
              </p>
            )}
          </Banner>
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-3">
            {PERFORMANCE_EXERCISES.map((exercise) => (
              <li key={exercise}>
                <ExerciseCard exercise={exercise} plan={plans[exercise]} onOpen={() => select(exercise)} />
              </li>
            ))}
          </ul>
          <section aria-labelledby="performance-history" className="flex flex-col gap-4">
            <h2 id="performance-history" className="text-xl font-bold text-slate-900">
              {t('performance-trainer:history.title')}
            </h2>
            {PERFORMANCE_EXERCISES.map((exercise) => (
              <ExerciseHistory key={exercise} exercise={exercise} />
            ))}
          </section>
        </>
      )}
    </div>
  );
}

function DurationText({ plan }: { plan: ExercisePlan }) {
  const { t } = useTranslation(['performance-trainer']);
  if (plan.runScenes > 0) return t('performance-trainer:duration.scenes', { count: plan.runScenes });
  if (plan.runMs < 60_000) return t('performance-trainer:duration.seconds', { count: Math.round(plan.runMs / 1000) });
  return t('performance-trainer:duration.minutes', { count: Math.round(plan.runMs / 60_000) });
}

function ExerciseCard({ exercise, plan, onOpen }: { exercise: PerformanceExercise; plan: ExercisePlan; onOpen: () => void }) {
  const { t } = useTranslation(['performance-trainer']);
  const results = useResults(exercise);
  const title = t(`performance-trainer:exercises.${exercise}.title`);
  const last = results.data?.items.at(-1);
  return (
    <Card className="flex h-full flex-col gap-3">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="text-slate-800">{t(`performance-trainer:exercises.${exercise}.trains`)}</p>
      <p className="text-sm text-slate-700">
        {t('performance-trainer:card.duration')}: <DurationText plan={plan} />
      </p>
      <div className="flex-1">
        <h3 className="text-sm font-semibold text-slate-900">{t('performance-trainer:card.lastResult')}</h3>
        {results.isPending ? (
          <Spinner label={t('performance-trainer:shell.saving')} />
        ) : last ? (
          <ResultSummary result={last} compact />
        ) : (
          <p className="text-sm text-slate-700">{t('performance-trainer:card.noResult')}</p>
        )}
      </div>
      <Button onClick={onOpen} className="self-start">
        {t('performance-trainer:card.start', { title })}
      </Button>
    </Card>
  );
}

function ExerciseHistory({ exercise }: { exercise: PerformanceExercise }) {
  const { t } = useTranslation(['performance-trainer']);
  const results = useResults(exercise);
  return (
    <Card>
      <h3 className="mb-3 text-lg font-semibold text-slate-900">{t(`performance-trainer:exercises.${exercise}.title`)}</h3>
      {results.isPending && <Spinner label={t('performance-trainer:shell.saving')} />}
      {results.isError && (
        <LoadErrorBanner
          retryLabel={t('performance-trainer:history.retry')}
          onRetry={() => void results.refetch()}
          isRetrying={results.isFetching}
          size="sm"
        >
          {t('performance-trainer:history.loadError')}
        </LoadErrorBanner>
      )}
      {results.data && <HistoryChart exercise={exercise} results={results.data.items} />}
    </Card>
  );
}
