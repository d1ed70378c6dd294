// Guards the translations: every namespace has the same keys in de, tr and en, none is empty, and
// every key the code uses exists in German. Convention that makes the last check possible: keys are
// always written as full literals 'namespace:path.to.key' (in t() calls, maps and form schemas).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES } from '@common/domain/navigation';
import { LANGUAGES } from '@common/domain/value-sets';
import { NAMESPACES } from './i18n';

const SRC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = path.join(SRC_DIR, 'locales');

type Tree = { [key: string]: string | Tree };

function readNamespace(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Tree;
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
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const german = new Map(NAMESPACES.map((namespace) => [namespace, flatten(readNamespace('de', namespace))]));

function existsInGerman(qualifiedKey: string): boolean {
  const [namespace, key] = qualifiedKey.split(':') as [string, string];
  return german.get(namespace as (typeof NAMESPACES)[number])?.has(key) ?? false;
}

describe('locale files', () => {
  it('has a file per language and namespace, and no other namespaces', () => {
    for (const language of LANGUAGES) {
      const files = fs.readdirSync(path.join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'));
      expect(files.sort()).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: de, tr and en have exactly the same keys, none empty`, () => {
      const reference = [...german.get(namespace)!.keys()].sort();
      for (const language of LANGUAGES) {
        const entries = flatten(readNamespace(language, namespace));
        expect([...entries.keys()].sort(), `${language}/${namespace}.json`).toEqual(reference);
        for (const [key, value] of entries) {
          expect(typeof value === 'string' && value.trim() !== '', `${language}/${namespace}.json: ${key}`).toBe(true);
        }
      }
    });
  }

  it('uses the same interpolation variables in every language', () => {
    for (const namespace of NAMESPACES) {
      for (const [key, value] of german.get(namespace)!) {
        const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
        for (const language of LANGUAGES) {
          const translated = flatten(readNamespace(language, namespace)).get(key);
          expect(variables(translated), `${language}/${namespace}.json: ${key}`).toEqual(variables(value));
        }
      }
    }
  });
});

describe('keys used in the code', () => {
  const files = sourceFiles(SRC_DIR);
  const namespacePattern = NAMESPACES.join('|');

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('every literal key exists in German', () => {
    const missing: string[] = [];
    const pattern = new RegExp(`['"\`]((?:${namespacePattern}):[A-Za-z0-9_.-]+)['"\`]`, 'g');
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(pattern)) {
        if (!existsInGerman(match[1]!)) missing.push(`${path.relative(SRC_DIR, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every t() call with a literal key names its namespace', () => {
    const unqualified: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*['"`]([^'"`]+)['"`]/g)) {
        if (!match[1]!.includes(':')) unqualified.push(`${path.relative(SRC_DIR, file)}: t('${match[1]}')`);
      }
    }
    expect(unqualified).toEqual([]);
  });

  it('every menu entry of common has its label in the common namespace', () => {
    for (const entry of MENU_ENTRIES) expect(existsInGerman(`common:${entry.labelKey}`), entry.labelKey).toBe(true);
  });
});
