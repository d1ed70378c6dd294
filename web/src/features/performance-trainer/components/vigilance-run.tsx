// 'Daueraufmerksamkeit': a symbol every 1.5 s; only the triangle asks for a reaction (go / no-go).
// The timing lives in engines/vigilance-engine.ts.
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { createVigilanceEngine, type VigilanceEngine, type VigilanceFeedback, type VigilanceSymbol } from '../engines/vigilance-engine';
import { FeedbackLine, type FeedbackTone } from './feedback-line';
import type { RunProps } from './run-types';

export function VigilanceRun({ isPractice, practiceCount, runMs, isPaused, onFinish }: RunProps) {
  const { t } = useTranslation(['performance-trainer']);
  const [symbol, setSymbol] = useState<VigilanceSymbol | null>(null);
  const [feedback, setFeedback] = useState<{ value: VigilanceFeedback; serial: number } | null>(null);
  const engineRef = useRef<VigilanceEngine | null>(null);

  useEffect(() => {
    let serial = 0;
    const engine = createVigilanceEngine({
      practiceCount: isPractice ? practiceCount : null,
      runMs,
      // committed at once, so the onset frame the engine asks for next is the one that shows it
      onShow: (next) => flushSync(() => setSymbol(next)),
      onFeedback: (value) => setFeedback({ value, serial: ++serial }),
      onFinish,
    });
    engineRef.current = engine;
    function onKeyDown(event: KeyboardEvent) {
      if (event.repeat || event.key !== ' ') return;
      // Space on a focused button would also click it; the run takes the key instead
      event.preventDefault();
      engine.respond();
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

  const respond = () => engineRef.current?.respond();

  const feedbackText = feedback
    ? feedback.value.key === 'hit'
      ? t('performance-trainer:feedback.hit', { ms: feedback.value.ms })
      : t(`performance-trainer:feedback.${feedback.value.key}`)
    : '';
  const feedbackTone: FeedbackTone = !feedback ? 'neutral' : feedback.value.key === 'hit' ? 'good' : 'bad';

  return (
    <div className="flex flex-col items-center gap-5" data-stimulus={symbol ?? ''}>
      <p className="text-sm font-semibold text-slate-800">{t('performance-trainer:vigilance.target')}</p>
      <div
        className="flex size-44 items-center justify-center rounded-2xl border border-slate-300 bg-slate-50"
        role="img"
        aria-label={symbol ? t(`performance-trainer:vigilance.symbols.${symbol}`) : t('performance-trainer:shell.area')}
      >
        {symbol && <SymbolShape symbol={symbol} />}
      </div>
      <FeedbackLine text={feedbackText} tone={feedbackTone} key={feedback?.serial} />
      <button
        type="button"
        onPointerDown={(event) => {
          if (event.button === 0) respond();
        }}
        onClick={(event) => {
          if (event.detail === 0) respond();
        }}
        className="flex min-h-24 w-full max-w-md touch-manipulation flex-col items-center justify-center rounded-xl border-2 border-indigo-600 bg-white text-xl font-bold text-indigo-800 shadow-sm select-none active:bg-indigo-50"
      >
        {t('performance-trainer:vigilance.react')}
        <kbd className="mt-1 rounded border border-slate-300 bg-slate-50 px-2 font-mono text-sm text-slate-800">
          {t('performance-trainer:vigilance.spaceKey')}
        </kbd>
      </button>
    </div>
  );
}

export function SymbolShape({ symbol, className = 'size-28' }: { symbol: VigilanceSymbol; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true">
      {symbol === 'target' && <polygon points="50,8 94,88 6,88" className="fill-slate-900" />}
      {symbol === 'circle' && <circle cx="50" cy="50" r="42" className="fill-slate-900" />}
      {symbol === 'square' && <rect x="10" y="10" width="80" height="80" className="fill-slate-900" />}
      {symbol === 'diamond' && <polygon points="50,4 96,50 50,96 4,50" className="fill-slate-900" />}
    </svg>
  );
}
