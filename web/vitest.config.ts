import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A test types and clicks as a user does (user-event in jsdom): a few seconds on a quiet machine,
    // several times that on a busy shared one, where vitest's 5 s default failed tests that pass.
    testTimeout: 30_000,
    // build-plugins/: the build's and the preview server's own code (node environment).
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
  },
});
