import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../scripts/vitest-workers.ts';

export default defineConfig({
  test: {
    name: 'rules-tests',
    maxWorkers: TEST_FILES_AT_A_TIME,
    environment: 'node',
    // mutation/: the mutation tool's own tests and the check of its committed report.
    include: ['firestore/**/*.test.ts', 'storage/**/*.test.ts', 'mutation/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Every case clears and reseeds its project; cases within a file run one after another.
    sequence: { concurrent: false },
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
