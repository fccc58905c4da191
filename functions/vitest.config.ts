import { defineConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../scripts/vitest-workers.ts';

export default defineConfig({
  test: {
    name: 'functions',
    maxWorkers: TEST_FILES_AT_A_TIME,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'lib/**'],
    // Firestore (the project's emulator) and Firebase's Auth emulator, on free ports.
    globalSetup: ['./src/testing/global-setup.ts'],
    setupFiles: ['./src/testing/setup-env.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
