import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./harness/global-setup.ts'],
    setupFiles: ['./harness/stack-ready.ts'],
    // Two spec files at a time, each on a stack of its own (harness/global-setup.ts starts one per
    // worker): most of a spec's time is spent waiting on the stack and the browser, so two share the
    // machine's two cores; every further worker is one more whole stack beside the one Chromium.
    maxWorkers: 2,
    // After every other project has finished, so browser timings do not compete with them.
    sequence: { groupOrder: 1 },
    // A spec walks a whole flow through several callables, and each function's runtime starts on
    // its first call (as in production): on two shared cores a minute was not enough for the
    // profile wizard or the applicants table.
    testTimeout: 180_000,
    // expect.poll waits for the page to catch up with a server read (count(), the index): 1 s, the
    // default, is too short while the stack shares two cores with the browser.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
  },
});
