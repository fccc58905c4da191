import react from '@vitejs/plugin-react';
import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { TEST_FILES_AT_A_TIME } from '../scripts/vitest-workers.ts';

import { linguiPlugins } from './build-plugins/lingui.ts';
import { MOCKING_TEST_FILES } from './vitest.mocking-files.ts';

/**
 * What the two web projects share: this one and `web-mocks` (vitest.mocks.config.ts). No file
 * lists here: mergeConfig joins arrays, so each project gives its own.
 */
export const webTestConfig = defineProject({
  plugins: [react(), linguiPlugins()],
  resolve: {
    alias: [{ find: /^@\//, replacement: '/src/' }],
  },
  test: {
    maxWorkers: TEST_FILES_AT_A_TIME,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // A test types and clicks as a user does (user-event in jsdom): a few seconds on a quiet machine,
    // several times that on a busy shared one, where vitest's 5 s default failed tests that pass.
    testTimeout: 30_000,
  },
});

/** Every web test file; build-plugins/: the build's and the preview server's own code (node environment). */
export const WEB_TEST_FILES = ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'];

/**
 * The test files that mock no module share their worker's jsdom and modules (`isolate: false`)
 * instead of a new worker, a new jsdom and React, MUI and the app imported again for each file. So
 * a test puts back what it changes in the document, storage and globals (setup.ts cleans up after
 * each test; a stubbed global, a spy or a property defined on `navigator` is its file's to undo).
 * The files that mock a module (`vi.mock`, found by vitest.mocking-files.ts) run in the `web-mocks`
 * project, each in a module graph of its own: a mock must reach the modules the file imports, which
 * a shared graph may hold already, real, from an earlier file (or from a lazy import of one that
 * finished after it).
 */
export default mergeConfig(
  webTestConfig,
  defineProject({
    test: {
      name: 'web',
      isolate: false,
      include: WEB_TEST_FILES,
      exclude: [...configDefaults.exclude, ...MOCKING_TEST_FILES],
    },
  }),
);
