// i18next setup. German is the default and the fallback, so its texts ship in the entry chunk;
// Turkish and English load on demand the first time they are needed.
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toSupportedLanguage, type Language } from '@common/domain/value-sets';
import deAdmin from '../locales/de/admin.json';
import deAuth from '../locales/de/auth.json';
import deCommon from '../locales/de/common.json';
import deDashboard from '../locales/de/dashboard.json';
import dePages from '../locales/de/pages.json';
import deSettings from '../locales/de/settings.json';
import deTour from '../locales/de/tour.json';

export const NAMESPACES = ['common', 'auth', 'pages', 'dashboard', 'admin', 'settings', 'tour'] as const;
export type Namespace = (typeof NAMESPACES)[number];

const lazyLocales = import.meta.glob<{ default: ResourceKey }>(['../locales/tr/*.json', '../locales/en/*.json']);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyLocales[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The active UI language, reduced to one the platform offers. */
export function getCurrentLanguage(): Language {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

function syncDocumentLanguage() {
  if (typeof document !== 'undefined') document.documentElement.lang = getCurrentLanguage();
}

export function initI18n() {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', syncDocumentLanguage);
  i18n.on('initialized', syncDocumentLanguage);
  void i18n
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { de: { common: deCommon, auth: deAuth, pages: dePages, dashboard: deDashboard, admin: deAdmin, settings: deSettings, tour: deTour } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // German is bundled: t() works from the first render; other languages load through the backend
      initAsync: false,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        // the server reads the `i18next` cookie to write mails in the user's language
        caches: ['localStorage', 'cookie'],
        cookieMinutes: 60 * 24 * 365,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      react: { useSuspense: true },
    });
  return i18n;
}

export function changeLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

export { i18n };
