// Build time only (web/build/prerender-plugin.ts renders this module in Node): the markup of the
// public pages that are opened first, in every interface language, so the browser paints the sign-in
// form from the HTML instead of after the JavaScript has loaded and run. The entry (main.tsx) renders
// the same components over it once the router is ready, so nothing moves. Every other page starts
// with the loading screen the app itself shows until a page's code and data are there.
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@common/domain/value-sets';
import { PublicLayout } from '../app/public-layout';
import { FullPageSpinner } from '../components/ui/spinner';
import { LoginPage } from '../features/auth/pages/login-page';
import deAuth from '../features/auth/locales/de.json';
import enAuth from '../features/auth/locales/en.json';
import trAuth from '../features/auth/locales/tr.json';
import { i18n } from '../lib/i18n';
import deCommon from '../locales/de/common.json';
import enCommon from '../locales/en/common.json';
import trCommon from '../locales/tr/common.json';

/** URL path → the page rendered there inside the public frame. */
const PAGES = { '/login': LoginPage } as const;

export type PrerenderedPath = keyof typeof PAGES;
export const PRERENDERED_PATHS = Object.keys(PAGES) as PrerenderedPath[];

const TEXTS: Record<Language, { common: object; auth: object }> = {
  de: { common: deCommon, auth: deAuth },
  en: { common: enCommon, auth: enAuth },
  tr: { common: trCommon, auth: trAuth },
};

/** The global instance the components use, with every language's texts: no detector, no fetching. */
function prepareTexts(language: Language) {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(language);
    return;
  }
  void i18n.use(initReactI18next).init({
    resources: TEXTS,
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'de',
    lng: language,
    ns: ['common', 'auth'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
}

/** The markup that goes inside `<div id="root">` for `path` in `language`. */
export function renderPublicPage(path: PrerenderedPath, language: Language): string {
  prepareTexts(language);
  const Page = PAGES[path];
  const markup = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return withControlsDisabled(markup);
}

/**
 * Without the app a click on the submit button (or Enter in a field) would send the form natively,
 * as a GET with the password in the address, and the language switch would do nothing: until the app
 * takes over, both are disabled (which also stops the implicit submission). Typing is carried over.
 */
function withControlsDisabled(markup: string): string {
  const submit = '<button type="submit"';
  if (markup.split(submit).length !== 2) throw new Error('prerender: expected exactly one submit button');
  return markup.replace(submit, `${submit} disabled=""`).replaceAll('<select ', '<select disabled="" ');
}

/** The app's loading screen (router.tsx, LoadingScreen) in `language`. */
export function renderLoadingScreen(language: Language): string {
  prepareTexts(language);
  return renderToString(<FullPageSpinner label={i18n.t('common:loading')} />);
}
