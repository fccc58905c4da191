import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'rules-tests',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/lib/**'],
  },
});
