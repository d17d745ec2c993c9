import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Which of Debian's Chromium builds the journeys drive (issue 39, ADR 0030). Both come from Debian's chromium
 * source package, at one version; neither is downloaded (`npx playwright install` is never run).
 *
 * - `chromium-headless-shell`, Chromium's own headless browser and the one Playwright drives headless by
 *   default: the same Blink and V8, without the desktop browser around them. On CI's two cores a run costs
 *   a quarter less CPU on it (the same journeys: 174 s and 323 s of CPU on `chromium`, 132 s and 236 s here).
 * - `chromium`, the desktop browser run headless: for what only it has (the notification service a Web Push
 *   alert is shown by), and the fallback where the headless shell is not installed.
 */

export const DESKTOP_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Flags this closed machine needs: no sandbox (root), no GPU, nothing that calls Google (DESIGN.md). The
 * journeys and Lighthouse's bench (bench/web.ts) both launch Debian's Chromium with them.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The journeys' browser: `E2E_CHROMIUM` if set, else the headless shell if installed, else `chromium`. */
export function journeyBrowser(): LaunchOptions {
  const executablePath =
    process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP_CHROMIUM);
  return { executablePath, args: CHROMIUM_FLAGS };
}

/** The desktop browser, for a journey that needs what the headless shell leaves out. */
export const desktopBrowser: LaunchOptions = { executablePath: DESKTOP_CHROMIUM, args: CHROMIUM_FLAGS };
