// 'Reaktion': lamps (red, yellow, green) and two tones, each answered with its own key or button.
// The timing lives in engines/reaction-engine.ts; this draws it and passes the answers on.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { REACTION_KEYS, REACTION_KINDS, REACTION_LIGHTS, reactionKindOfKey, type ReactionKind } from '@common/domain/performance-trainer';
import { cx } from '../../../lib/cx';
import { createReactionEngine, type ReactionEngine, type ReactionFeedback } from '../engines/reaction-engine';
import { FeedbackLine, type FeedbackTone } from './feedback-line';
import type { RunProps } from './run-types';

const LAMP_COLOURS: Record<(typeof REACTION_LIGHTS)[number], string> = {
  red: 'bg-red-600 border-red-800',
  yellow: 'bg-yellow-400 border-yellow-700',
  green: 'bg-green-600 border-green-800',
};
const LAMP_TEXT: Record<(typeof REACTION_LIGHTS)[number], string> = { red: 'text-white', yellow: 'text-slate-900', green: 'text-white' };
const BUTTON_STYLES: Record<ReactionKind, string> = {
  red: 'border-red-700 text-red-800',
  yellow: 'border-yellow-600 text-yellow-900',
  green: 'border-green-700 text-green-800',
  high: 'border-indigo-600 text-indigo-800',
  low: 'border-indigo-600 text-indigo-800',
};
const isLight = (kind: ReactionKind): kind is (typeof REACTION_LIGHTS)[number] => (REACTION_LIGHTS as readonly string[]).includes(kind);

export function ReactionRun({ isPractice, practiceCount, runMs, isPaused, isSoundOff, tones, onFinish }: RunProps) {
  const { t } = useTranslation(['performance-trainer']);
  const [showing, setShowing] = useState<ReactionKind | null>(null);
  const [feedback, setFeedback] = useState<{ value: ReactionFeedback; serial: number } | null>(null);
  const engineRef = useRef<ReactionEngine | null>(null);

  useEffect(() => {
    let serial = 0;
    const engine = createReactionEngine({
      practiceCount: isPractice ? practiceCount : null,
      runMs,
      // committed at once, so the onset frame the engine asks for next is the one that shows it
      onShow: (kind) => flushSync(() => setShowing(kind)),
      onOnset: (kind) => {
        if (!isLight(kind) && !isSoundOff) tones.play(kind);
      },
      onFeedback: (value) => setFeedback({ value, serial: ++serial }),
      onFinish,
    });
    engineRef.current = engine;
    function onKeyDown(event: KeyboardEvent) {
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      const kind = reactionKindOfKey(event.key);
      if (!kind) return;
      event.preventDefault();
      engine.respond(kind);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => {
      engine.stop();
      window.removeEventListener('keydown', onKeyDown);
    };
    // one engine per round (the parent keys the run by round); its settings do not change during it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    engineRef.current?.setPaused(isPaused);
  }, [isPaused]);

  const respond = (kind: ReactionKind) => engineRef.current?.respond(kind);

  const feedbackText = feedback
    ? feedback.value.key === 'correct'
      ? t('performance-trainer:feedback.correct', { ms: feedback.value.ms })
      : t(`performance-trainer:feedback.${feedback.value.key}`)
    : '';
  const feedbackTone: FeedbackTone = !feedback ? 'neutral' : feedback.value.key === 'correct' ? 'good' : 'bad';
  const showTone = showing && !isLight(showing);

  return (
    <div className="flex flex-col items-center gap-5" data-stimulus={showing ?? ''}>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {showing && (isLight(showing) || isSoundOff) ? t(`performance-trainer:reaction.kinds.${showing}`) : ''}
      </p>
      <div className="flex items-center gap-6">
        <div
          className="flex flex-col items-center gap-3 rounded-2xl bg-slate-800 p-4"
          role="img"
          aria-label={t('performance-trainer:reaction.lights')}
        >
          {REACTION_LIGHTS.map((light) => (
            <div
              key={light}
              className={cx(
                'flex size-16 items-center justify-center rounded-full border-4 text-sm font-bold sm:size-20',
                showing === light ? cx(LAMP_COLOURS[light], LAMP_TEXT[light]) : 'border-slate-600 bg-slate-700 text-transparent',
              )}
            >
              {showing === light ? t(`performance-trainer:reaction.kinds.${light}`) : ''}
            </div>
          ))}
        </div>
        <div className="flex size-32 items-center justify-center rounded-2xl border-2 border-dashed border-slate-300 p-2 text-center">
          {showTone && isSoundOff ? (
            <span className="flex flex-col items-center gap-1 font-bold text-indigo-900">
              <ToneIcon kind={showing} />
              {t(`performance-trainer:reaction.kinds.${showing}`)}
            </span>
          ) : (
            <span className="text-sm text-slate-600">{t('performance-trainer:reaction.toneCue')}</span>
          )}
        </div>
      </div>
      <FeedbackLine text={feedbackText} tone={feedbackTone} key={feedback?.serial} />
      <div className="grid w-full grid-cols-2 gap-3 sm:grid-cols-5">
        {REACTION_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            // pointerdown: the moment of the touch, not of its release; a keyboard click has detail 0
            onPointerDown={(event) => {
              if (event.button === 0) respond(kind);
            }}
            onClick={(event) => {
              if (event.detail === 0) respond(kind);
            }}
            className={cx(
              'flex min-h-20 touch-manipulation flex-col items-center justify-center rounded-xl border-2 bg-white px-2 py-2 text-base font-bold shadow-sm select-none active:bg-slate-100',
              BUTTON_STYLES[kind],
              kind === 'low' && 'col-span-1',
            )}
          >
            <span>{t(`performance-trainer:reaction.kinds.${kind}`)}</span>
            <kbd className="mt-1 rounded border border-slate-300 bg-slate-50 px-2 font-mono text-sm text-slate-800">
              {REACTION_KEYS[kind].toUpperCase()}
            </kbd>
          </button>
        ))}
      </div>
    </div>
  );
}

function ToneIcon({ kind }: { kind: 'high' | 'low' | ReactionKind }) {
  // a note with an arrow up or down: the cue does not rely on colour
  return (
    <svg viewBox="0 0 24 24" className="size-10" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d="M9 18V5l8-2v13" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="14.5" cy="16" r="2.5" />
      {kind === 'high' ? <path d="M20 10V3m-3 3 3-3 3 3" /> : <path d="M20 14v7m-3-3 3 3 3-3" />}
    </svg>
  );
}
