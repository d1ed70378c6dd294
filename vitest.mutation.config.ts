import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The unit project, narrowed to the pure domain rules, for StrykerJS (npm run test:mutation):
// mutants of common/src/domain are only ever judged by the domain's own unit tests.
export default defineConfig({
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common/src') } },
  test: {
    name: 'unit',
    include: ['common/src/domain/**/*.test.ts'],
    environment: 'node',
  },
});
