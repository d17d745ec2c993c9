import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace modules (vi.mock) or keep state in one (the stylesheet loader, the session): they run
 * each in a fresh module graph (the `web-isolated` project). Every other web test file shares its worker's
 * loaded modules and jsdom (`isolate: false`), which takes about a third of the time (issue 39).
 */
export const ISOLATED_WEB_TESTS = [
  'src/app/lazy-page.test.tsx',
  'src/app/route-data.test.tsx',
  'src/features/account/components/PlaidLinkLauncher.test.tsx',
  'src/features/auth/components/TwoFactorRequiredModal.test.tsx',
  'src/features/auth/pages/LoginPage.test.tsx',
  'src/features/landing/components/AppOverlay.test.tsx',
  'src/features/landing/pages/HomePage.test.tsx',
  'src/features/live/announcements/use-lot-announcements.test.tsx',
  'src/features/live/lot-page/JoinedLotsPanel.test.tsx',
  'src/features/live/lot-page/StreamDetailsModal.test.tsx',
  'src/features/live/lot-page/bidder-messages.test.ts',
  'src/features/live/maximum-bids/maximum-bid-messages.test.ts',
  'src/features/registration/components/AddressFields.test.tsx',
  'src/features/registration/pages/ClientRegisterPage.test.tsx',
  'src/features/registration/pages/RegisterPage.test.tsx',
  'src/features/registration/pages/ResetPasswordPage.test.tsx',
  'src/lib/antd-styles.test.ts',
  'src/lib/api-client.test.ts',
  'src/lib/deployment-in-progress.test.ts',
];

const ALL_WEB_TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/** The web's test project: every file but the isolated ones shares modules, or the isolated ones alone. */
export function webTestProject(kind: 'shared' | 'isolated') {
  return defineProject({
    root: import.meta.dirname,
    plugins: [react()],
    define: {
      __APP_VERSION__: JSON.stringify('0.1.1'),
      __BUILD_TIME__: JSON.stringify('2025-01-01T12:00:00.000Z'),
    },
    resolve: {
      alias: [
        {
          find: 'virtual:antd-stylesheet',
          replacement: fileURLToPath(new URL('./src/test/antd-stylesheet.ts', import.meta.url)),
        },
        {
          find: 'virtual:pwa-register',
          replacement: fileURLToPath(new URL('./src/test/pwa-register.ts', import.meta.url)),
        },
        // Under Node, `antd` is its CommonJS build (lib/); a module the app takes from antd's ES build (es/, as
        // app/providers.tsx takes antd's App context) must be the same module instance here, so lib/ too.
        { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
      ],
    },
    test: {
      name: kind === 'shared' ? 'web' : 'web-isolated',
      environment: 'jsdom',
      // antd under jsdom is slow on a busy two-core machine.
      testTimeout: 20_000,
      include: kind === 'shared' ? ALL_WEB_TESTS : ISOLATED_WEB_TESTS,
      exclude: kind === 'shared' ? ['**/node_modules/**', ...ISOLATED_WEB_TESTS] : ['**/node_modules/**'],
      isolate: kind === 'isolated',
      setupFiles: ['./src/test/setup.ts'],
    },
  });
}
