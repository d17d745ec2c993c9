import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { bundleServer } from '../../apps/server/src/test/server-bundle';
import { ROOT, SERVER_BUNDLE_ENV, startAppServer } from './app-server';
import { journeyBrowser } from './browsers';

/** Where the run's template lives; each journey file's server starts from a copy of it (fixtures.ts). */
export const TEMPLATE_ENV = 'BIDRIGHT_E2E_TEMPLATE';
/** The folder of the run's per-file data directories. */
export const RUN_DIR_ENV = 'BIDRIGHT_E2E_RUN_DIR';

/**
 * Once per run, before any journey: a web build that is current (built only when the sources changed since the
 * last one), and the template every journey file's server copies: a migrated embedded database with the
 * secrets a first start generates. Starting PGlite empty costs ~9 s of CPU and migrating ~1.3 s; a copy
 * opens in ~1 s (ADR 0027).
 */
export default async function globalSetup() {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts/ensure-web-build.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web build failed');
  // Which Chromium the run drives: the headless shell, or chromium where it is missing (ADR 0030).
  console.log(`journeys browser: ${journeyBrowser().executablePath}`);

  const runDir = mkdtempSync(join(tmpdir(), 'bidright-e2e-'));
  // One bundle of the server for the run's ~35 starts: tsx's per-file start-up is paid once (ADR 0031).
  // E2E_SERVER_FROM_SOURCES=1 starts every server as `npm start` does instead, under tsx.
  const bundle = process.env.E2E_SERVER_FROM_SOURCES ? null : await bundleServer(basename(runDir));
  if (bundle) process.env[SERVER_BUNDLE_ENV] = bundle;
  // The demo photos the first seeds draw, found again by every later server of the run (~0.7 s of CPU each).
  process.env.DEMO_PHOTO_CACHE = join(runDir, 'demo-photos');
  const template = join(runDir, 'template');
  mkdirSync(template);
  const server = await startAppServer(template, { SEED_DEMO: 'false' });
  // A clean close, so the database is whole on disk before it is copied.
  await server.stop('SIGTERM');
  process.env[TEMPLATE_ENV] = template;
  process.env[RUN_DIR_ENV] = runDir;
  return () => {
    rmSync(runDir, { recursive: true, force: true });
    for (const file of bundle ? [bundle, `${bundle}.map`] : []) rmSync(file, { force: true });
  };
}
