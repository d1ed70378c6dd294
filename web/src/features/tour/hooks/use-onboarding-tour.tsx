import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Me } from '@common/schemas/me';
import { isTourRequest } from '../../../lib/navigation-state';
import { useMarkTourSeen } from '../api/mark-tour-seen';
import { hasLocalTourFlag, setLocalTourFlag } from '../tour-flag';
import { asksFirstNameOnFirstStep, shouldRunTour } from '../tour-steps';

const OnboardingTour = lazy(async () => ({ default: (await import('../components/onboarding-tour')).OnboardingTour }));

/**
 * For the shell: whether the onboarding tour runs now, and its element. It runs on the overview when
 * neither the server nor this browser has the seen flag, or when settings asked for it again; when it
 * is finished or skipped both flags are stored.
 */
export function useOnboardingTour(me: Me | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const markTourSeen = useMarkTourSeen();
  // the location (visit) on which the tour ended, so it does not come back before the flags are read again
  const [endedOn, setEndedOn] = useState<string | null>(null);
  const isRequested = isTourRequest(location.state);

  const isRunning =
    me !== undefined &&
    shouldRunTour({
      isOverview: location.pathname.replace(/\/+$/, '') === '/dashboard',
      isRequested,
      tourSeen: me.tourSeen,
      hasLocalFlag: hasLocalTourFlag(me.user.id),
      hasEnded: endedOn === location.key,
      isAdmin: me.role === 'admin',
    });

  function end() {
    if (!me) return;
    setEndedOn(location.key);
    setLocalTourFlag(me.user.id);
    markTourSeen.mutate();
    // a reload or Back must not start the requested tour again
    if (isRequested) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }

  const element = isRunning ? (
    <Suspense fallback={null}>
      <OnboardingTour onEnd={end} asksFirstName={me ? asksFirstNameOnFirstStep(me.role) : false} />
    </Suspense>
  ) : null;

  return { isRunning, element };
}
