import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries: docs/ARCHITECTURE.md, "Lint boundaries". The zones work on resolved paths,
// so `@common/*`, `@server/*`, `@web/*` and relative imports are judged alike.
const ROOT = import.meta.dirname;

/** Every folder under `dir` is a feature; a new feature folder is covered without editing this file. */
function listFeatures(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** `<dir>/<feature>` may import itself, but no other folder of `<dir>`. */
function featureIsolationZones(dir) {
  return listFeatures(dir).map((feature) => ({
    target: `./${dir}/${feature}`,
    from: `./${dir}`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature; shared code goes to lib/, components/, common/ or a non-feature folder.',
  }));
}

const BOUNDARY_ZONES = [
  {
    target: './common',
    from: ['./server', './web', './e2e', './scripts'],
    message: 'common/ is shared by server and web and imports neither.',
  },
  { target: './server', from: ['./web', './e2e'], message: 'The server does not import the web app.' },
  {
    target: './web',
    from: './server',
    except: ['./src/app.ts'],
    message: 'The web app talks to the server over HTTP; only `import type { AppType }` from server/src/app is allowed.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'components/ and lib/ are below features/ and app/ and import neither.',
  },
  { target: './web/src/features', from: './web/src/app', message: 'Features do not import the app layer (router, shell, providers).' },
  {
    target: ['./server/src/middleware', './server/src/db', './server/src/mail'],
    from: './server/src/features',
    message: 'middleware/, db/ and mail/ are below the features and do not import them.',
  },
  ...featureIsolationZones('web/src/features'),
  ...featureIsolationZones('server/src/features'),
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'data/**', 'server/src/db/migrations/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['common/src/**/*.ts', 'server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(ROOT, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // hono builds a new object of every variable on each read of c.var; most requests read several
          selector: "MemberExpression[object.type='MemberExpression'][object.object.name='c'][object.property.name='var']",
          message: "Read one context variable with c.get('name'): c.var copies all of them on every read.",
        },
      ],
    },
  },
  {
    files: ['common/src/**/*.ts'],
    // tests may read their fixture files
    ignores: ['common/src/**/*.test.ts'],
    rules: {
      // Node built-ins resolve to no path, so the zones cannot see them.
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'common/ has no I/O.' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The zone above lets web reach server/src/app.ts; this keeps that import type-only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*', '**/server/src/**'],
              allowTypeImports: true,
              message: 'Only `import type` from the server (the typed client needs AppType).',
            },
          ],
        },
      ],
    },
  },
  // Last, so that no stylistic rule argues with Prettier.
  prettier,
);
