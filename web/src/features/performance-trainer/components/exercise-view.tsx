// One exercise from start to result: instructions → practice round → the run (with pause) → result.
// Focus moves to the exercise area when a round starts and to the heading of each new step.
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { REACTION_KEYS, REACTION_KINDS } from '@common/domain/performance-trainer';
import type { PerformanceExercise, PerformanceResultInput } from '@common/schemas/performance-trainer';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { LiveRegion } from '../../../components/ui/live-region';
import { useSaveResult } from '../api/save-result';
import { useResults } from '../api/results-query';
import type { ExercisePlan } from '../durations';
import { createTonePlayer } from '../tones';
import { HistoryChart } from './history-chart';
import { OverviewRun } from './overview-run';
import { ReactionRun } from './reaction-run';
import { ResultSummary } from './result-summary';
import type { RunProps } from './run-types';
import { VigilanceRun } from './vigilance-run';

const RUNS: Record<PerformanceExercise, ComponentType<RunProps>> = {
  reaction: ReactionRun,
  vigilance: VigilanceRun,
  overview: OverviewRun,
};

type Step = 'instructions' | 'practice' | 'practiceDone' | 'run' | 'result';

export function ExerciseView({ exercise, plan, onBack }: { exercise: PerformanceExercise; plan: ExercisePlan; onBack: () => void }) {
  const { t } = useTranslation(['performance-trainer']);
  const [step, setStep] = useState<Step>('instructions');
  const [isPaused, setIsPaused] = useState(false);
  const [isSoundOff, setIsSoundOff] = useState(false);
  const [result, setResult] = useState<PerformanceResultInput | null>(null);
  const [round, setRound] = useState(0);
  const [tones] = useState(() => createTonePlayer());
  const save = useSaveResult();
  const history = useResults(exercise);
  const areaRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Run = RUNS[exercise];
  const title = t(`performance-trainer:exercises.${exercise}.title`);
  const isRunning = step === 'practice' || step === 'run';

  useEffect(() => {
    if (isRunning) areaRef.current?.focus();
    else headingRef.current?.focus();
  }, [step, isRunning]);

  function start(next: 'practice' | 'run') {
    tones.unlock();
    setIsPaused(false);
    setRound((value) => value + 1);
    setStep(next);
  }

  function finish(outcome: PerformanceResultInput) {
    if (step === 'practice') {
      setStep('practiceDone');
      return;
    }
    setResult(outcome);
    setStep('result');
    save.mutate(outcome);
  }

  const stepHeading: Record<Step, string> = {
    instructions: t('performance-trainer:shell.instructionsTitle'),
    practice: t('performance-trainer:shell.practiceLabel'),
    practiceDone: t('performance-trainer:shell.practiceDone'),
    run: t('performance-trainer:shell.runLabel'),
    result: t('performance-trainer:shell.results'),
  };

  return (
    <div className="flex flex-col gap-4">
      <Button variant="ghost" className="self-start" onClick={onBack}>
        ← {t('performance-trainer:shell.back')}
      </Button>
      <Card className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {title}: {stepHeading[step]}
          </h2>
          {isRunning && (
            <Button variant="secondary" onClick={() => setIsPaused(!isPaused)} aria-pressed={isPaused}>
              {isPaused ? t('performance-trainer:shell.resume') : t('performance-trainer:shell.pause')}
            </Button>
          )}
        </div>

        {step === 'instructions' && (
          <>
            <p className="max-w-prose text-slate-800">{t(`performance-trainer:exercises.${exercise}.instructions`)}</p>
            <KeyList exercise={exercise} />
            {exercise === 'reaction' && (
              <Checkbox
                label={t('performance-trainer:shell.soundOff')}
                hint={t('performance-trainer:shell.soundOffHint')}
                checked={isSoundOff}
                onChange={(event) => setIsSoundOff(event.target.checked)}
              />
            )}
            <Button className="self-start" onClick={() => start('practice')}>
              {t('performance-trainer:shell.startPractice')}
            </Button>
          </>
        )}

        {isRunning && (
          <div
            ref={areaRef}
            tabIndex={-1}
            role="region"
            aria-label={t('performance-trainer:shell.area')}
            className="rounded-xl p-2 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600"
          >
            <LiveRegion>
              {isPaused ? <p className="mb-3 text-center font-semibold text-slate-800">{t('performance-trainer:shell.paused')}</p> : null}
            </LiveRegion>
            <Run
              key={round}
              isPractice={step === 'practice'}
              practiceCount={plan.practiceCount}
              runMs={plan.runMs}
              runScenes={plan.runScenes}
              isPaused={isPaused}
              isSoundOff={isSoundOff}
              tones={tones}
              onFinish={finish}
            />
          </div>
        )}

        {step === 'practiceDone' && (
          <>
            <p className="text-slate-800">{t('performance-trainer:shell.practiceDoneText')}</p>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => start('run')}>{t('performance-trainer:shell.startRun')}</Button>
              <Button variant="secondary" onClick={() => start('practice')}>
                {t('performance-trainer:shell.practiceAgain')}
              </Button>
            </div>
          </>
        )}

        {step === 'result' && result && (
          <>
            <ResultSummary result={result} />
            <Banner variant="info" announce={false}>
              {t('performance-trainer:practiceNote')}
            </Banner>
            <LiveRegion>
              {save.isPending && <p className="text-slate-700">{t('performance-trainer:shell.saving')}</p>}
              {save.isSuccess && <p className="text-green-800">{t('performance-trainer:shell.saved')}</p>}
              {save.isError && (
                <Banner
                  variant="error"
                  announce={false}
                  action={
                    <Button size="sm" variant="secondary" onClick={() => save.mutate(result)}>
                      {t('performance-trainer:shell.retrySave')}
                    </Button>
                  }
                >
                  {t('performance-trainer:shell.saveError')}
                </Banner>
              )}
            </LiveRegion>
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => start('run')}>{t('performance-trainer:shell.again')}</Button>
              <Button variant="secondary" onClick={onBack}>
                {t('performance-trainer:shell.back')}
              </Button>
            </div>
          </>
        )}
      </Card>
      {step === 'result' && history.data && (
        <Card>
          <h3 className="mb-3 text-lg font-semibold text-slate-900">{t('performance-trainer:history.title')}</h3>
          <HistoryChart exercise={exercise} results={history.data.items} />
        </Card>
      )}
    </div>
  );
}

function KeyList({ exercise }: { exercise: PerformanceExercise }) {
  const { t } = useTranslation(['performance-trainer']);
  if (exercise === 'overview') return null;
  const entries: [string, string][] =
    exercise === 'reaction'
      ? REACTION_KINDS.map((kind) => [t(`performance-trainer:reaction.kinds.${kind}`), REACTION_KEYS[kind].toUpperCase()])
      : [[t('performance-trainer:vigilance.symbols.target'), t('performance-trainer:vigilance.spaceKey')]];
  return (
    <div>
      <h3 className="mb-1 font-semibold text-slate-900">{t('performance-trainer:shell.keysTitle')}</h3>
      <ul className="flex flex-wrap gap-2">
        {entries.map(([label, key]) => (
          <li key={label} className="rounded-lg border border-slate-300 px-3 py-1 text-slate-800">
            {label}: <kbd className="font-mono font-semibold">{key}</kbd>
          </li>
        ))}
      </ul>
    </div>
  );
}
