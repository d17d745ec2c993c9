import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify('0.1.1'),
    __BUILD_TIME__: JSON.stringify('2025-01-01T12:00:00.000Z'),
  },
  resolve: {
    alias: {
      'virtual:antd-stylesheet': fileURLToPath(new URL('./src/test/antd-stylesheet.ts', import.meta.url)),
      'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register.ts', import.meta.url)),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // antd under jsdom is slow on a busy two-core machine.
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
