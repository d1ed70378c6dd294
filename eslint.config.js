import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One-way imports (CONVENTIONS.md): common ← server, common ← web; web never imports server;
// inside web: components/lib ← features ← app, and no feature imports another feature.
export default tseslint.config(
  { ignores: ['**/dist/**', 'node_modules/**', 'data/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['common/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**', '@server/*', '@web/*', 'node:*'], message: 'common/ has no I/O and imports neither server nor web.' }] },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/web/src/**', '@web/*'], message: 'The server does not import the web app.' }] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/src/**', '@server/*'], message: 'The web app talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/src/**', '@server/*'], message: 'The web app talks to the server over HTTP only.' },
            { group: ['../../*/**', '!../../../**'], message: 'A feature does not import another feature.' },
            { group: ['**/app/**'], message: 'Features do not import app/.' },
          ],
        },
      ],
    },
  },
);
