import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackToTopButton } from '../components/back-to-top-button';
import { LanguageSelect } from '../components/language-select';
import { SiteFooter } from '../components/site-footer';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { FullPageSpinner } from '../components/ui/spinner';

/** Frame of the public pages (sign-in, registration, reset, legal): brand, language, footer. */
export function PublicLayout() {
  const { t } = useTranslation(['common']);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="flex items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <Link
            to="/login"
            className="flex min-h-11 items-center gap-2 text-base font-bold whitespace-nowrap text-slate-900 no-underline hover:no-underline sm:text-lg"
          >
            <BrandMark className="hidden min-[400px]:flex" />
            {t('common:appName')}
          </Link>
          <LanguageSelect hideLabel className="w-36" />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col items-center px-4 py-8 outline-none sm:py-12">
        <Suspense fallback={<FullPageSpinner label={t('common:loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTopButton />
    </div>
  );
}

export function BrandMark({ className = 'flex' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`${className} size-8 shrink-0 items-center justify-center rounded-lg bg-indigo-600 text-sm font-bold text-white`}
    >
      M
    </span>
  );
}
