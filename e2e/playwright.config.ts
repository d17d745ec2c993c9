import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Project } from '@playwright/test';
import { journeyBrowser } from './support/browsers';
import TIMED from './timed-journeys.json' with { type: 'json' };

/**
 * The browser journeys (issue 39, ADR 0027). Each journey file has a server of its own (support/fixtures.ts),
 * so files run in parallel on two workers and pass alone and in any order. Journeys that measure time run
 * after the rest, one at a time, on a machine no other journey shares.
 */

const TESTS = join(import.meta.dirname, 'tests');

// timed-journeys.json names the journeys that assert how fast something reaches a screen or a screen reader:
// they get a worker of their own (scripts/e2e-each-file.mjs reads the same list).

/**
 * `E2E_ORDER=reverse` (`npm run test:e2e:reverse`) runs the files last to first, a project each, to show that
 * no file leans on another having run before it. The timed files still come after the rest, one at a time.
 */
function reversedProjects(): Project[] {
  const files = readdirSync(TESTS)
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .reverse();
  const journeys = files.filter((file) => !TIMED.includes(file));
  const timed = files.filter((file) => TIMED.includes(file));
  return [
    ...journeys.map((file) => ({ name: file, testMatch: file })),
    ...timed.map((file, at) => ({
      name: file,
      testMatch: file,
      workers: 1,
      dependencies: at === 0 ? journeys : [timed[at - 1]!],
    })),
  ];
}

const projects: Project[] =
  process.env.E2E_ORDER === 'reverse'
    ? reversedProjects()
    : [
        { name: 'journeys', testIgnore: TIMED },
        { name: 'timed', testMatch: TIMED, workers: 1, dependencies: ['journeys'] },
      ];

export default defineConfig({
  testDir: TESTS,
  outputDir: join(import.meta.dirname, 'test-results'),
  globalSetup: join(import.meta.dirname, 'support/global-setup.ts'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files in parallel, each file's journeys in order on its own server.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // At most one retry in CI, and the run names every journey that needed it (support/retry-report.ts).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], [join(import.meta.dirname, 'support/retry-report.ts')]],
  use: {
    browserName: 'chromium',
    launchOptions: journeyBrowser(),
    screenshot: 'only-on-failure',
    // Recording a trace costs a journey about a fifth of its time: only a retry records one (E2E_TRACE=always
    // keeps one of every failure on a first run too).
    trace: process.env.E2E_TRACE === 'always' ? 'retain-on-failure' : 'on-first-retry',
  },
  projects,
});
