import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../scripts/vitest-workers.ts';

export default defineConfig({
  test: {
    name: 'emulator',
    maxWorkers: TEST_FILES_AT_A_TIME,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/lib/**'],
    // Each test file starts its own emulator: drop emulator-host variables inherited from the
    // environment (e.g. set by the e2e project's global setup in the same `npm test` run).
    setupFiles: ['./test/hermetic-env.ts'],
  },
});
