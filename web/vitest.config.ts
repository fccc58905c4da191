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
    // build-plugins/: the build's and the preview server's own code (node environment).
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
  },
});
