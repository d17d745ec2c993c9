import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Journeys that sell or start a lot of the demo's manual live auction, which holds two. Each gets a server
 * (and database) of its own, so that they, a retry of theirs, and the journeys that run on the shared server
 * later (live.spec's manual sale, live-mini, the quality checks' unstarted lot and not-joined lot page) never
 * find the sale used up or joined.
 */
const ISOLATED_JOURNEYS = ['live-announcements', 'live-keyboard', 'maximum-bids', 'screen-reader'] as const;
const ISOLATED_PORT_OFFSET = 50;

/** The base URL of an isolated journey's own server: `test.use({ baseURL: isolatedBaseUrl('live-keyboard') })`. */
export function isolatedBaseUrl(journey: (typeof ISOLATED_JOURNEYS)[number]): string {
  return `http://127.0.0.1:${PORT + ISOLATED_PORT_OFFSET + ISOLATED_JOURNEYS.indexOf(journey)}`;
}

/** A server on a fresh embedded database with demo data, serving the built web app. */
function demoServer(port: number) {
  const url = `http://127.0.0.1:${port}`;
  return {
    command: `rm -rf .data-${port} && npx tsx ../apps/server/src/main.ts`,
    cwd: import.meta.dirname,
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.data-${port}`,
      PUBLIC_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The demo auto auction's lots close 60, 120 and 180 minutes after start-up, so a journey late in the run
      // (live-mini, half an hour in) still finds all three open; any bid on the first falls in its 90-minute
      // anti-sniping window, and so extends it.
      DEMO_AUTO_LOT_MINUTES: '60',
      DEMO_AUTO_EXTENSION_WINDOW_MINUTES: '90',
      // A build of one's own (vite build --outDir dist-3201), so side-by-side runs never swap bundles.
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  };
}

/** Debian's Chromium with the flags this closed machine needs (see DESIGN.md). */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Per port, so two runs on one machine never share results or a database.
  outputDir: `./test-results-${PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI: a journey that needs it is reported as flaky, and must still pass once.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // The real server on a fresh embedded database with demo data, serving the built web app; beside it, the
  // servers of journeys that use up the demo's manual sale (see isolatedBaseUrl).
  webServer: [
    demoServer(PORT),
    ...ISOLATED_JOURNEYS.map((_, i) => demoServer(PORT + ISOLATED_PORT_OFFSET + i)),
  ],
});
