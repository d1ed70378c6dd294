import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TooltipRenderProps } from 'react-joyride';
import { Button } from '../../../components/ui/button';
import { LiveRegion } from '../../../components/ui/live-region';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { TextField } from '../../../components/ui/text-field';
import { useFirstNameStep } from '../hooks/use-first-name-step';
import type { TourStepData } from '../tour-steps';

export const TOUR_WIDTH = 350;

/**
 * The tour's tooltip in the platform's look: a dialog named by its title, the progress, and the
 * buttons Überspringen, Zurück, Weiter / Fertig and × (Schließen, which ends the tour like Überspringen).
 * A learner's first step also asks for the first name (optional); its Weiter saves it.
 */
export function TourTooltip({
  backProps,
  closeProps,
  primaryProps,
  skipProps,
  controls,
  index,
  size,
  isLastStep,
  step,
}: TooltipRenderProps) {
  const { t } = useTranslation(['tour']);
  const titleId = useId();
  const contentId = useId();
  const formId = useId();
  const progress = t('tour:progress', { current: index + 1, total: size });
  const asksFirstName = (step.data as TourStepData | undefined)?.asksFirstName === true;
  const firstName = useFirstNameStep(() => controls.next());
  const firstNameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // the field, not Weiter, takes the focus (joyride focuses the button marked data-action="primary",
    // which this step's Weiter is not)
    if (asksFirstName) firstNameRef.current?.focus({ preventScroll: true });
  }, [asksFirstName]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Escape ends the tour like the × button (joyride's own Escape only closes the step)
    if (event.key !== 'Escape') return;
    event.preventDefault();
    controls.skip('button_close');
  }

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      onKeyDown={onKeyDown}
      // width 350 px (spec); narrower on phones, as joyride computes it for its own tooltip
      style={{ width: step.styles.tooltip.width ?? TOUR_WIDTH, maxWidth: 'calc(100vw - 1.5rem)' }}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 text-left text-base text-slate-900 shadow-xl"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-indigo-700">{progress}</p>
          <h2 id={titleId} className="text-lg font-bold tracking-tight text-slate-900">
            {step.title}
          </h2>
        </div>
        <button
          type="button"
          data-action={closeProps['data-action']}
          onClick={closeProps.onClick}
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5" aria-hidden="true">
            <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="sr-only">{t('tour:close')}</span>
        </button>
      </div>
      <div id={contentId} className="text-slate-700">
        {step.content}
      </div>
      {asksFirstName && (
        <form id={formId} onSubmit={firstName.submit} noValidate>
          <TextField
            ref={firstNameRef}
            label={t('tour:firstName.label')}
            hint={t('tour:firstName.hint')}
            error={firstName.hasFailed ? t('tour:firstName.failed') : undefined}
            autoComplete="given-name"
            maxLength={100}
            value={firstName.value}
            onChange={(event) => firstName.setValue(event.target.value)}
          />
          <LiveRegion className="sr-only">{firstName.hasFailed ? t('tour:firstName.failed') : ''}</LiveRegion>
        </form>
      )}
      <ProgressBar value={((index + 1) / size) * 100} size="sm" label={t('tour:progressLabel')} valueText={progress} />
      <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
        {isLastStep ? (
          <span />
        ) : (
          <Button variant="ghost" size="sm" data-action={skipProps['data-action']} onClick={skipProps.onClick} className="-ml-3">
            {t('tour:skip')}
          </Button>
        )}
        <div className="ml-auto flex gap-2">
          {index > 0 && (
            <Button variant="secondary" size="sm" data-action={backProps['data-action']} onClick={backProps.onClick}>
              {t('tour:back')}
            </Button>
          )}
          {asksFirstName ? (
            <Button size="sm" type="submit" form={formId} loading={firstName.isSaving}>
              {isLastStep ? t('tour:last') : t('tour:next')}
            </Button>
          ) : (
            <Button size="sm" data-action={primaryProps['data-action']} onClick={primaryProps.onClick}>
              {isLastStep ? t('tour:last') : t('tour:next')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
