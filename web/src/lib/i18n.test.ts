// Guards the translations. The types (web/src/i18next.d.ts) check every key against the German files at
// compile time; these tests check what types cannot: Turkish and English have the same keys as German
// and none is empty, each feature's texts are wired to load with its chunk, and keys written as strings
// outside t() (form schemas, maps) exist. Keys are always full literals 'namespace:path.to.key'.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomTypeOptions } from 'i18next';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '@common/domain/navigation';
import { LANGUAGES } from '@common/domain/value-sets';
import { addFeatureTexts, changeLanguage, getCurrentLanguage, i18n, initI18n } from './i18n';

const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GLOBAL_LOCALES_DIR = path.join(SRC_DIR, 'locales');
const FEATURES_DIR = path.join(SRC_DIR, 'features');

type Tree = { [key: string]: string | Tree };

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Global namespaces: locales/<language>/<namespace>.json (only `common`). */
const GLOBAL_NAMESPACES = fs
  .readdirSync(path.join(GLOBAL_LOCALES_DIR, 'de'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

/** Feature namespaces: features/<feature>/locales/<language>.json, named after the feature's folder. */
const FEATURE_NAMESPACES = fs.readdirSync(FEATURES_DIR).filter((feature) => fs.existsSync(path.join(FEATURES_DIR, feature, 'locales')));

const NAMESPACES = [...GLOBAL_NAMESPACES, ...FEATURE_NAMESPACES];

function localeFile(namespace: string, language: string): string {
  return GLOBAL_NAMESPACES.includes(namespace)
    ? path.join(GLOBAL_LOCALES_DIR, language, `${namespace}.json`)
    : path.join(FEATURES_DIR, namespace, 'locales', `${language}.json`);
}

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const [k, v] of flatten(value, full)) out.set(k, v);
    else out.set(full, value);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const texts = (namespace: string, language: string) => flatten(readJson(localeFile(namespace, language)));
const german = new Map(NAMESPACES.map((namespace) => [namespace, texts(namespace, 'de')]));

/** A key, or a plural key whose forms (`_one`, `_other`) exist, as i18next resolves `t(key, { count })`. */
function existsInGerman(qualifiedKey: string): boolean {
  const [namespace, key] = qualifiedKey.split(':') as [string, string];
  const keys = german.get(namespace);
  return keys !== undefined && (keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`)));
}

/** The feature a source file belongs to, or undefined for app/, components/ and lib/. */
const featureOf = (file: string) =>
  file.startsWith(FEATURES_DIR + path.sep) ? path.relative(FEATURES_DIR, file).split(path.sep)[0] : undefined;

describe('locale files', () => {
  it('finds the global and the feature namespaces', () => {
    expect(GLOBAL_NAMESPACES).toEqual(['common']);
    expect(FEATURE_NAMESPACES).toEqual(expect.arrayContaining(['auth', 'admin-users', 'dashboard', 'settings', 'tour', 'videos']));
  });

  it('has a file per language for every namespace, and nothing else', () => {
    for (const language of LANGUAGES) {
      const globalFiles = fs.readdirSync(path.join(GLOBAL_LOCALES_DIR, language)).sort();
      expect(globalFiles, `locales/${language}`).toEqual(GLOBAL_NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
    for (const feature of FEATURE_NAMESPACES) {
      const files = fs.readdirSync(path.join(FEATURES_DIR, feature, 'locales')).sort();
      expect(files, `features/${feature}/locales`).toEqual([...LANGUAGES.map((language) => `${language}.json`), 'index.ts'].sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: de, tr and en have exactly the same keys, none empty`, () => {
      const reference = [...german.get(namespace)!.keys()].sort();
      for (const language of LANGUAGES) {
        const entries = texts(namespace, language);
        expect([...entries.keys()].sort(), `${namespace} (${language})`).toEqual(reference);
        for (const [key, value] of entries) {
          expect(typeof value === 'string' && value.trim() !== '', `${namespace} (${language}): ${key}`).toBe(true);
        }
      }
    });
  }

  it('uses the same interpolation variables in every language', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const namespace of NAMESPACES) {
      for (const language of LANGUAGES) {
        const translated = texts(namespace, language);
        for (const [key, value] of german.get(namespace)!) {
          expect(variables(translated.get(key)), `${namespace} (${language}): ${key}`).toEqual(variables(value));
        }
      }
    }
  });
});

describe('loading with the feature', () => {
  it('types every namespace from its German file (i18next.d.ts)', () => {
    const declaration = read(path.join(SRC_DIR, 'i18next.d.ts'));
    expect(declaration).toContain("from './locales/de/common.json'");
    for (const feature of FEATURE_NAMESPACES) {
      expect(declaration, feature).toContain(`from './features/${feature}/locales/de.json'`);
      expect(declaration, feature).toMatch(new RegExp(`\\n\\s+'?${feature}'?: typeof \\w+;`));
    }
  });

  it("registers each feature's namespace under the feature's name, with its Turkish and English files", () => {
    for (const feature of FEATURE_NAMESPACES) {
      const registration = read(path.join(FEATURES_DIR, feature, 'locales', 'index.ts'));
      expect(registration, feature).toContain(`await addFeatureTexts('${feature}', de, import.meta.glob(['./tr.json', './en.json']`);
    }
  });

  it("every page imports its feature's texts, and every feature namespace is imported by its feature", () => {
    const files = sourceFiles(FEATURES_DIR);
    const importsLocales = (file: string) => /^import '\.\.\/locales';$/m.test(read(file));
    const pages = files.filter((file) => path.basename(path.dirname(file)) === 'pages');
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(importsLocales(page), path.relative(SRC_DIR, page)).toBe(true);
    for (const feature of FEATURE_NAMESPACES) {
      expect(
        files.some((file) => featureOf(file) === feature && importsLocales(file)),
        feature,
      ).toBe(true);
    }
  });

  it('a feature reads only its own namespace and common (so its texts are loaded when it renders)', () => {
    const foreign: string[] = [];
    for (const file of sourceFiles(SRC_DIR)) {
      const allowed = ['common', featureOf(file)];
      const text = read(file);
      for (const match of text.matchAll(/useTranslation\(\s*\[([^\]]*)\]/g)) {
        for (const name of match[1]!.matchAll(/'([\w-]+)'/g)) {
          if (!allowed.includes(name[1])) foreign.push(`${path.relative(SRC_DIR, file)}: useTranslation('${name[1]}')`);
        }
      }
      for (const match of text.matchAll(new RegExp(`['"\`](${NAMESPACES.join('|')}):[A-Za-z0-9_.-]+['"\`]`, 'g'))) {
        if (!allowed.includes(match[1])) foreign.push(`${path.relative(SRC_DIR, file)}: ${match[0]}`);
      }
    }
    expect(foreign).toEqual([]);
  });
});

describe('keys used in the code', () => {
  const files = sourceFiles(SRC_DIR);

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  // t('…') is checked by tsc; this also covers keys kept as plain strings (form schemas' messages)
  it('every literal key exists in German', () => {
    const missing: string[] = [];
    const pattern = new RegExp(`['"\`]((?:${NAMESPACES.join('|')}):[A-Za-z0-9_.-]+)['"\`]`, 'g');
    for (const file of files) {
      for (const match of read(file).matchAll(pattern)) {
        if (!existsInGerman(match[1]!)) missing.push(`${path.relative(SRC_DIR, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every t() call with a literal key names its namespace', () => {
    const unqualified: string[] = [];
    for (const file of files) {
      for (const match of read(file).matchAll(/\bt\(\s*['"`]([^'"`]+)['"`]/g)) {
        if (!match[1]!.includes(':')) unqualified.push(`${path.relative(SRC_DIR, file)}: t('${match[1]}')`);
      }
    }
    expect(unqualified).toEqual([]);
  });

  it('every menu entry of common has its label in the common namespace', () => {
    for (const entry of MENU_ENTRIES) expect(existsInGerman(`common:${entry.labelKey}`), entry.labelKey).toBe(true);
  });
});

describe('loading a feature namespace', () => {
  const videos = { de: { title: 'Videokurse' }, tr: { title: 'Video kursları' }, en: { title: 'Video courses' } };
  const news = { de: { title: 'Neuigkeiten' }, tr: { title: 'Haberler' }, en: { title: 'News' } };
  const filesOf = (texts: typeof videos) => ({ './tr.json': async () => texts.tr, './en.json': async () => texts.en });

  it('German is there at once; the active language arrives before the feature finishes loading', async () => {
    // registered before the start, like a module of the entry chunk
    await addFeatureTexts('videos', videos.de as unknown as CustomTypeOptions['resources']['videos'], filesOf(videos));
    // read from disk: lib/ does not import a feature
    initI18n({ auth: readJson(localeFile('auth', 'de')) as unknown as CustomTypeOptions['resources']['auth'] });
    await changeLanguage('de');
    expect(i18n.t('videos:title')).toBe('Videokurse');
    expect(i18n.t('auth:login.title')).toBe('Willkommen zurück');

    await changeLanguage('tr');
    expect(getCurrentLanguage()).toBe('tr');
    expect(i18n.t('common:language.label')).toBe('Dil');
    // a feature whose chunk loads now: its Turkish file is fetched before addFeatureTexts resolves
    await addFeatureTexts('news', news.de as unknown as CustomTypeOptions['resources']['news'], filesOf(news));
    expect(i18n.t('news:title')).toBe('Haberler');
    // a namespace in use when the language changes comes through the backend
    await i18n.loadNamespaces('videos');
    expect(i18n.t('videos:title')).toBe('Video kursları');
    await changeLanguage('en');
    await i18n.loadNamespaces(['videos', 'news']);
    expect([i18n.t('videos:title'), i18n.t('news:title')]).toEqual(['Video courses', 'News']);
  });
});
