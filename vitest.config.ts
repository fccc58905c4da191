import { defineConfig } from 'vitest/config';
import { requireProjectNode } from './scripts/node22/node22.mjs';

// On another Node (`npx vitest` with an older default Node) vitest runs part of the suites and ends
// in a stack trace; one line saying what to do instead. The npm scripts switch to Node 22 first.
requireProjectNode();

// One run for the whole repo: each workspace is a vitest project. Logic tests run in the
// `node` environment; only web component tests use jsdom (see web/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'emulator',
      'functions',
      // Two projects: the component tests that mock modules, and the rest (see web/vitest.config.ts).
      'web/vitest.config.ts',
      'web/vitest.mocks.config.ts',
      'rules-tests',
      'scripts',
      'e2e',
    ],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
