import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'rules-tests',
    environment: 'node',
    include: ['firestore/**/*.test.ts', 'storage/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // Every case clears and reseeds its project; cases within a file run one after another.
    sequence: { concurrent: false },
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
