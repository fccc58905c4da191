import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../scripts/vitest-workers.ts';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  test: {
    name: 'web',
    maxWorkers: TEST_FILES_AT_A_TIME,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A test types and clicks as a user does (user-event in jsdom): a few seconds on a quiet machine,
    // several times that on a busy shared one, where vitest's 5 s default failed tests that pass.
    testTimeout: 30_000,
    // build-plugins/: the build's and the preview server's own code (node environment).
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
  },
});
