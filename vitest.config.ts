import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@common': path.resolve(import.meta.dirname, 'common/src'),
};

// Each project is run on its own by scripts/test.mjs (npm test), so the two cores are not shared
// between a browser, PGlite and PostgreSQL at once.
export default defineConfig({
  resolve: { alias },
  test: {
    // vitest's default on two cores is one worker; the test files wait on PGlite, scrypt and the
    // browser's own process often enough that two run faster (API pass on PGlite: 314 s → 173 s)
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // server/**/*.unit.test.ts: checks of the server's data files that need no database
          include: ['common/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'server/src/**/*.unit.test.ts'],
          environment: 'node',
          // files share their worker's modules instead of a fresh process each (docs/testing.md); no
          // file leaves state behind: fake timers are reset in afterEach, each API file opens its own database
          isolate: false,
          // component tests type with user-event: seconds each on a busy two-core machine
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/src/**/*.test.ts'],
          // several server instances on one database: only PostgreSQL has them (the embedded one is one process)
          exclude: ['server/src/**/*.postgres.test.ts', 'server/src/**/*.unit.test.ts'],
          env: { TEST_DB: 'pglite' },
          globalSetup: ['server/src/test/pglite-template.setup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          include: ['server/src/**/*.test.ts'],
          exclude: ['server/src/**/*.unit.test.ts'],
          env: { TEST_DB: 'postgres' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page shows; after a reload on a busy two-core machine the
          // page's data can take longer than vitest's default second
          expect: { poll: { timeout: 10_000 } },
          // a journey that fails is run once more: a browser and a production server on a two-core machine
          // shared with another journey can miss a deadline once. scripts/test.mjs names every journey that
          // passed only on its second try, so a flaky journey is seen and fixed rather than hidden
          retry: 1,
          // two files at a time, each worker on its own platform (e2e/support/global-setup.ts)
          fileParallelism: true,
          // a worker's files share one Chromium (launchBrowser in e2e/support/browser.ts): every file
          // opens its own contexts, so no cookie or page passes from one file to the next
          isolate: false,
        },
      },
    ],
  },
});
