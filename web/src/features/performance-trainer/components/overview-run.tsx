// 'Überblick': a scene for one second, then "Was war zu sehen?" with a checkbox per part.
// The timing lives in engines/overview-engine.ts.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { SCENE_PARTS, type ScenePart } from '@common/domain/performance-trainer';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { createOverviewEngine, type OverviewEngine, type OverviewPhase } from '../engines/overview-engine';
import type { RunProps } from './run-types';
import { TrafficScene } from './traffic-scene';

export function OverviewRun({ isPractice, practiceCount, runScenes, isPaused, onFinish }: RunProps) {
  const { t } = useTranslation(['performance-trainer']);
  const total = isPractice ? practiceCount : runScenes;
  const [view, setView] = useState<{ phase: OverviewPhase; sceneNumber: number }>({ phase: { name: 'ready' }, sceneNumber: 1 });
  const [ticked, setTicked] = useState<ScenePart[]>([]);
  const engineRef = useRef<OverviewEngine | null>(null);
  const questionRef = useRef<HTMLLegendElement>(null);

  useEffect(() => {
    const engine = createOverviewEngine({
      scenes: total,
      onPhase: (phase, sceneNumber) => flushSync(() => setView({ phase, sceneNumber })),
      onFinish,
    });
    engineRef.current = engine;
    return () => engine.stop();
    // one engine per round (the parent keys the run by round); its settings do not change during it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    engineRef.current?.setPaused(isPaused);
  }, [isPaused]);

  useEffect(() => {
    if (view.phase.name === 'question') questionRef.current?.focus();
  }, [view.phase.name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const answer = ticked;
    setTicked([]);
    engineRef.current?.answer(answer);
  }

  const { phase } = view;
  return (
    <div className="flex flex-col items-center gap-4" data-phase={phase.name}>
      <p className="text-sm font-semibold text-slate-800">
        {t('performance-trainer:overview.sceneOf', { current: Math.min(view.sceneNumber, total), total })}
      </p>
      {phase.name === 'ready' && (
        <div className="flex aspect-[64/26] w-full max-w-2xl items-center justify-center rounded-xl border border-slate-300 bg-slate-50 p-4">
          <p className="text-center text-lg text-slate-800" aria-live="polite">
            {t('performance-trainer:overview.attention')}
          </p>
        </div>
      )}
      {phase.name === 'scene' && <TrafficScene parts={phase.parts} label={t('performance-trainer:overview.sceneLabel')} />}
      {phase.name === 'question' && (
        <form onSubmit={submit} className="flex w-full max-w-2xl flex-col gap-3">
          <fieldset>
            <legend ref={questionRef} tabIndex={-1} className="mb-2 text-lg font-semibold text-slate-900 focus:outline-none">
              {t('performance-trainer:overview.question')}
            </legend>
            <div className="grid grid-cols-1 gap-x-6 sm:grid-cols-2">
              {SCENE_PARTS.map((part) => (
                <Checkbox
                  key={part}
                  label={t(`performance-trainer:overview.parts.${part}`)}
                  checked={ticked.includes(part)}
                  onChange={(event) =>
                    setTicked((before) => (event.target.checked ? [...before, part] : before.filter((other) => other !== part)))
                  }
                />
              ))}
            </div>
          </fieldset>
          <Button type="submit" className="self-start">
            {t('performance-trainer:overview.next')}
          </Button>
        </form>
      )}
    </div>
  );
}
