// Loaded on demand (React.lazy in use-onboarding-tour): react-joyride is only downloaded when the
// tour actually runs, never for /login or a returning user.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENTS, Joyride, type EventData, type Step } from 'react-joyride';
import { getTourTargetSelector, selectTourSteps, TOUR_STEP_TEXTS, type TourStepData, type TourStepId } from '../tour-steps';
import { TOUR_WIDTH, TourTooltip } from './tour-tooltip';
import '../locales';

const INDIGO_600 = '#4f46e5';

interface OnboardingTourProps {
  /** Called once when the tour is finished or skipped (Fertig, Überspringen, ×, Escape). */
  onEnd: () => void;
  /** The first step asks for the first name (learners). */
  asksFirstName: boolean;
}

export function OnboardingTour({ onEnd, asksFirstName }: OnboardingTourProps) {
  const { t } = useTranslation(['tour']);
  const [stepIds, setStepIds] = useState<TourStepId[] | null>(null);

  useEffect(() => {
    // read once the shell is on the page: a step whose target the menu does not show is skipped
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM is the source here, read after mount
    setStepIds(selectTourSteps((selector) => document.querySelector(selector) !== null));
  }, []);

  const steps = useMemo<Step[]>(
    () =>
      (stepIds ?? []).map((id, index) => ({
        id,
        target: getTourTargetSelector(id),
        title: t(TOUR_STEP_TEXTS[id].titleKey),
        content: t(TOUR_STEP_TEXTS[id].contentKey),
        placement: 'right',
        data: { asksFirstName: asksFirstName && index === 0 } satisfies TourStepData,
      })),
    [stepIds, t, asksFirstName],
  );

  function onEvent(data: EventData) {
    if (data.type === EVENTS.TOUR_END) onEnd();
  }

  return (
    <Joyride
      run={steps.length > 0}
      steps={steps}
      continuous
      onEvent={onEvent}
      tooltipComponent={TourTooltip}
      // no fade-in: a half-transparent tooltip is unreadable for a moment (and fails a contrast check run then)
      styles={{ floater: { transition: 'none' } }}
      loaderComponent={null}
      locale={{
        back: t('tour:back'),
        close: t('tour:close'),
        last: t('tour:last'),
        next: t('tour:next'),
        skip: t('tour:skip'),
        open: t('tour:open'),
      }}
      options={{
        // without skipBeacon joyride 3 shows only a pulsing beacon per step
        skipBeacon: true,
        showProgress: true,
        width: TOUR_WIDTH,
        primaryColor: INDIGO_600,
        overlayColor: 'rgba(15, 23, 42, 0.55)',
        buttons: ['back', 'close', 'primary', 'skip'],
        closeButtonAction: 'skip',
        // Escape is handled by the tooltip (it ends the tour); a click beside it does nothing
        dismissKeyAction: false,
        overlayClickAction: false,
        // the highlighted menu entry is shown, not followed, while the tour explains it
        blockTargetInteraction: true,
        spotlightPadding: 4,
        spotlightRadius: 8,
        zIndex: 60,
      }}
    />
  );
}
