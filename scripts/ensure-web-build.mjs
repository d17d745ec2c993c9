// Builds the web app unless apps/web/dist is a build of the sources as they are now (scripts/web-build-inputs.mjs).
// `npm run test:e2e` calls it, so `npm test` after `.ci/run`'s build (or after `npm start`) does not build again.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STAMP_FILE, webBuildInputsHash } from './web-build-inputs.mjs';

if (process.env.WEB_DIST) {
  console.log(`web build: using WEB_DIST=${process.env.WEB_DIST} as it is`);
  process.exit(0);
}
const stampPath = join(ROOT, 'apps/web/dist', STAMP_FILE);
const readStamp = () => {
  try {
    return JSON.parse(readFileSync(stampPath, 'utf8')).inputs;
  } catch {
    return null;
  }
};
const current = webBuildInputsHash();
if (readStamp() === current) {
  console.log('web build: apps/web/dist is current, not building again');
  process.exit(0);
}
console.log('web build: apps/web/dist is missing or older than its sources; building');
const built = spawnSync('npm', ['run', 'build', '-w', '@bidright/web'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
if (readStamp() !== current) {
  console.error('web build: the build did not write the stamp of the sources it read');
  process.exit(1);
}
