import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackToTopButton } from '../../components/back-to-top-button';
import { LanguageSelect } from '../../components/language-select';
import { OfflineBanner } from '../../components/offline-banner';
import { SiteFooter } from '../../components/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { Button } from '../../components/ui/button';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useOnboardingTour } from '../../features/tour/hooks/use-onboarding-tour';
import { useSwitchAccountLanguage } from '../../lib/account-language';
import { authClient } from '../../lib/auth-client';
import { cx } from '../../lib/cx';
import { shouldAskHealthDataConsent } from '../../lib/health-data-consent';
import { flushAnswerQueue } from '../../lib/offline/answer-sync';
import { clearOfflineData } from '../../lib/offline/clear-offline-data';
import { sendQueuedAnswer } from '../../lib/offline/send-queued-answer';
import { useAnswerSync } from '../../lib/offline/use-answer-sync';
import { getDisplayName, useMe } from '../../lib/session';
import { BrandMark } from '../public-layout';
import { HealthDataConsentQuestion } from './health-data-consent-question';
import { MainMenu } from './main-menu';

const SIDEBAR_ID = 'app-sidebar';

/** The signed-in frame: header (brand, user, language, logout), menu, main content, footer. */
export function AppShell() {
  const { t } = useTranslation(['common']);
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // the next page's code and data load before it replaces this one; a bar under the header says so
  const isNavigating = useNavigation().state === 'loading';
  const queryClient = useQueryClient();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  // the small-screen menu is open for the path it was opened on, so any navigation closes it
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const isAskingConsent = shouldAskHealthDataConsent(me);
  // the consent question first, the tour after it has been answered
  const tour = useOnboardingTour(isAskingConsent ? undefined : me);
  const switchAccountLanguage = useSwitchAccountLanguage();
  // the tour points at the menu entries, so on small screens the menu stays open while it runs
  const isMenuOpen = menuOpenAt === pathname || tour.isRunning;
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState(false);
  useAnswerSync();

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  async function logout() {
    setIsLoggingOut(true);
    setLogoutFailed(false);
    try {
      // answers still waiting are sent while the session lasts; sign-out then drops whatever is left
      await flushAnswerQueue(sendQueuedAnswer);
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? 'sign-out failed');
    } catch {
      setIsLoggingOut(false);
      setLogoutFailed(true);
      return;
    }
    await clearOfflineData();
    await navigate('/login', { replace: true });
    queryClient.clear();
  }

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="relative border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 lg:flex-nowrap lg:px-6">
          <button
            ref={menuButtonRef}
            type="button"
            className="order-1 -ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setMenuOpenAt(isMenuOpen ? null : pathname)}
          >
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6" aria-hidden="true">
              {isMenuOpen ? (
                <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
              ) : (
                <path strokeLinecap="round" d="M4 6h16M4 12h16M4 18h16" />
              )}
            </svg>
            <span className="sr-only">{isMenuOpen ? t('common:shell.closeMenu') : t('common:shell.openMenu')}</span>
          </button>
          <Link
            to="/dashboard"
            className="order-2 flex min-h-11 items-center gap-2 text-base font-bold whitespace-nowrap text-slate-900 no-underline hover:no-underline sm:text-lg"
          >
            <BrandMark />
            {t('common:appName')}
          </Link>
          <div className="order-4 flex w-full items-center justify-between gap-3 lg:order-3 lg:ml-auto lg:w-auto lg:justify-end">
            <p className="min-w-0 truncate text-sm text-slate-700">
              <span className="sr-only">{t('common:shell.signedInAs')} </span>
              {me && getDisplayName(me)}
            </p>
            <LanguageSelect hideLabel className="w-36 shrink-0" onLanguageChange={switchAccountLanguage} />
          </div>
          <Button variant="secondary" className="order-3 ml-auto lg:order-4 lg:ml-0" onClick={() => void logout()} loading={isLoggingOut}>
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M3 4.25A2.25 2.25 0 0 1 5.25 2h5.5A2.25 2.25 0 0 1 13 4.25v2a.75.75 0 0 1-1.5 0v-2a.75.75 0 0 0-.75-.75h-5.5a.75.75 0 0 0-.75.75v11.5c0 .414.336.75.75.75h5.5a.75.75 0 0 0 .75-.75v-2a.75.75 0 0 1 1.5 0v2A2.25 2.25 0 0 1 10.75 18h-5.5A2.25 2.25 0 0 1 3 15.75V4.25Zm16.03 5.22a.75.75 0 0 1 0 1.06l-3 3a.75.75 0 1 1-1.06-1.06l1.72-1.72H8.25a.75.75 0 0 1 0-1.5h8.44l-1.72-1.72a.75.75 0 1 1 1.06-1.06l3 3Z"
                clipRule="evenodd"
              />
            </svg>
            {/* icon only on narrow phones, the name stays for assistive technology */}
            <span className="sr-only sm:not-sr-only">{t('common:shell.logout')}</span>
          </Button>
        </div>
        {isNavigating && <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 animate-pulse bg-indigo-600" />}
        {logoutFailed && (
          <p role="alert" className="border-t border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-800 lg:px-6">
            {t('common:shell.logoutFailed')}
          </p>
        )}
      </header>
      <OfflineBanner />
      <div className="flex flex-1 flex-col lg:flex-row">
        <nav
          id={SIDEBAR_ID}
          aria-label={t('common:shell.mainNav')}
          className={cx(
            isMenuOpen ? 'block' : 'hidden',
            'border-b border-slate-200 bg-white lg:block lg:w-64 lg:shrink-0 lg:border-r lg:border-b-0',
          )}
        >
          {me && <MainMenu me={me} onNavigate={() => setMenuOpenAt(null)} />}
        </nav>
        <main
          ref={mainRef}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          aria-busy={isNavigating || undefined}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <div className="mx-auto max-w-5xl">
            <Suspense fallback={<FullPageSpinner label={t('common:loading')} />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <SiteFooter />
      <BackToTopButton />
      {tour.element}
      {isAskingConsent && <HealthDataConsentQuestion returnFocusRef={mainRef} />}
    </div>
  );
}
