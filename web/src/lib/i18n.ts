// i18next setup. German is the default and the fallback. Texts are split by namespace:
// - `common` (shell, menu, shared buttons and errors) is global: web/src/locales/<language>/common.json;
// - every feature owns the namespace named after its folder: features/<feature>/locales/<language>.json,
//   registered by the feature's locales/index.ts, which its pages import. Its German ships in the
//   feature's chunk, so a page renders without waiting; Turkish and English are fetched only when they
//   are the active language, before the page module finishes loading (no flash of keys, no Suspense).
// The sign-in texts (German auth) are also passed to initI18n by the entry, so /login renders at once.
import i18n, { type BackendModule, type CustomTypeOptions, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, toSupportedLanguage, type Language } from '@common/domain/value-sets';
import deCommon from '../locales/de/common.json';
import { languageDetector } from './language-detector';

type Resources = CustomTypeOptions['resources'];
export type Namespace = keyof Resources;
export type FeatureNamespace = Exclude<Namespace, 'common'>;

/**
 * A full key 'namespace:path.to.key' of the given namespaces, checked against the German files. For
 * maps from codes to texts and functions that return a key, so t(key) stays type-checked.
 */
export type TranslationKey<N extends Namespace = Namespace> = { [K in N]: `${K}:${ParseKeys<K>}` }[N];

type LoadTexts = () => Promise<unknown>;

/** The files of the languages other than German, per namespace; a feature adds its own when it loads. */
const lazyTexts = new Map<Namespace, Partial<Record<Language, LoadTexts>>>();
/** German texts of features registered before initI18n ran (tests, modules of the entry chunk). */
const earlyGermanTexts = new Map<FeatureNamespace, object>();

/** import.meta.glob's result ('./tr.json', '../locales/tr/common.json', …) keyed by language. */
function byLanguage(files: Record<string, LoadTexts>): Partial<Record<Language, LoadTexts>> {
  const out: Partial<Record<Language, LoadTexts>> = {};
  for (const [file, load] of Object.entries(files)) {
    const language = file
      .replace(/\.json$/, '')
      .split('/')
      .find((segment): segment is Language => (LANGUAGES as readonly string[]).includes(segment));
    if (language && language !== DEFAULT_LANGUAGE) out[language] = load;
  }
  return out;
}

lazyTexts.set('common', byLanguage(import.meta.glob(['../locales/*/common.json', '!../locales/de/common.json'], { import: 'default' })));

// used on a language switch: i18next asks for every namespace in use
const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyTexts.get(namespace as Namespace)?.[language as Language];
    if (!load) {
      // nothing to fetch (German is bundled); a feature registered later loads its own files
      callback(null, false);
      return;
    }
    load().then(
      (texts) => callback(null, texts as object),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The active language's texts of a namespace when they are not there yet (German always is). */
async function loadActiveLanguage(namespace: Namespace): Promise<void> {
  const languages = i18n.languages.filter((language) => language !== DEFAULT_LANGUAGE);
  await Promise.all(
    languages.map(async (language) => {
      const load = lazyTexts.get(namespace)?.[language as Language];
      if (!load || i18n.hasResourceBundle(language, namespace)) return;
      try {
        i18n.addResourceBundle(language, namespace, (await load()) as object, true, true);
      } catch {
        // the file could not be fetched: the page still renders, in German (the fallback)
      }
    }),
  );
}

/**
 * Registers a feature's namespace; called once by features/<feature>/locales/index.ts with
 * `await`, so the feature's chunk finishes loading only when its texts in the active language are there.
 * `otherLanguages` is that file's `import.meta.glob` of its Turkish and English files.
 */
export async function addFeatureTexts<N extends FeatureNamespace>(
  namespace: N,
  german: Resources[N],
  otherLanguages: Record<string, LoadTexts>,
): Promise<void> {
  lazyTexts.set(namespace, byLanguage(otherLanguages));
  if (!i18n.isInitialized) {
    earlyGermanTexts.set(namespace, german);
    return;
  }
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, german);
  await loadActiveLanguage(namespace);
}

/** The active UI language, reduced to one the platform offers. */
export function getCurrentLanguage(): Language {
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
}

function syncDocumentLanguage() {
  if (typeof document !== 'undefined') document.documentElement.lang = getCurrentLanguage();
}

/** `entryTexts`: German texts of feature namespaces that ship in the entry chunk (the sign-in page's). */
export function initI18n(entryTexts: { [N in FeatureNamespace]?: Resources[N] } = {}) {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', syncDocumentLanguage);
  i18n.on('initialized', syncDocumentLanguage);
  void i18n
    .use(lazyBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      resources: { [DEFAULT_LANGUAGE]: { ...Object.fromEntries(earlyGermanTexts), ...entryTexts, common: deCommon } },
      partialBundledLanguages: true,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      // feature namespaces load with their feature's chunk (addFeatureTexts), not at start
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // German is bundled: t() works from the first render; other languages load through the backend
      initAsync: false,
      react: { useSuspense: true },
    });
  return i18n;
}

export function changeLanguage(language: Language) {
  return i18n.changeLanguage(language);
}

export { i18n };
