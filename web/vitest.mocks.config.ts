import { defineProject, mergeConfig } from 'vitest/config';

import { webTestConfig } from './vitest.config.ts';
import { MOCKING_TEST_FILES } from './vitest.mocking-files.ts';

/** The web test files that mock a module, each in a module graph of its own (see vitest.config.ts). */
export default mergeConfig(
  webTestConfig,
  defineProject({
    test: { name: 'web-mocks', include: MOCKING_TEST_FILES },
  }),
);
