// The npm mirror this project installs from lacks some other-platform binaries (e.g. Biome's darwin, win32
// and android builds). npm then leaves them out of package-lock.json but keeps their names in the parent's
// optionalDependencies, and `npm ci` refuses the lockfile. This drops those dangling names; the platforms
// that exist are untouched. Run it after `npm install` changes the lockfile: `node scripts/prune-lock-optionals.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
let pruned = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  const base = location === '' ? '' : `${location}/`;
  for (const name of Object.keys(entry.optionalDependencies)) {
    const candidates = [`${base}node_modules/${name}`, `node_modules/${name}`];
    if (!candidates.some((candidate) => lock.packages[candidate])) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`pruned ${pruned} dangling optional dependencies from package-lock.json`);
