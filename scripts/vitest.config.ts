import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from './vitest-workers.ts';

export default defineConfig({
  test: {
    name: 'scripts',
    maxWorkers: TEST_FILES_AT_A_TIME,
    environment: 'node',
    // The repo checks lint and compile planted code with the whole tree's config: the first lint of a
    // file resolves every import through TypeScript's resolver, a few seconds alone and more than
    // vitest's 5 s default beside two other test files on two cores.
    testTimeout: 30_000,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'results/**'],
  },
});
