import { defineConfig } from 'vitest/config';

// One run for the whole repo: each workspace is a vitest project. Logic tests run in the
// `node` environment; only web component tests use jsdom (see web/vitest.config.ts).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'emulator', 'functions', 'web', 'rules-tests', 'scripts', 'e2e'],
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
  },
});
