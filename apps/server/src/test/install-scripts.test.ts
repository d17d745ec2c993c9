import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 45 item 4: the README's first command, `npm install`, installs without a warning. npm runs no
 * dependency's install script unless package.json's `allowScripts` approves it, and warns about each one that
 * `allowScripts` does not mention. Every package with an install script is therefore named there (the build
 * needs none of them: esbuild and buf find their binaries in their platform packages), and the lock holds one
 * esbuild, the version tsx and vite use.
 */

const root = new URL('../../../../', import.meta.url);
const readJson = (name: string) => JSON.parse(readFileSync(new URL(name, root), 'utf8'));

interface LockEntry {
  name?: string;
  version?: string;
  hasInstallScript?: boolean;
}

const lock: { packages: Record<string, LockEntry> } = readJson('package-lock.json');
const installed = Object.entries(lock.packages)
  .filter(([location]) => location.includes('node_modules/'))
  .map(([location, entry]) => ({
    name: entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length),
    version: entry.version ?? '',
    hasInstallScript: entry.hasInstallScript === true,
  }));

/** An allowScripts key, `name` or `name@version` (a scoped name keeps its leading @). */
function covers(key: string, pkg: { name: string; version: string }) {
  const at = key.indexOf('@', 1);
  return at < 0 ? key === pkg.name : key.slice(0, at) === pkg.name && key.slice(at + 1) === pkg.version;
}

describe('a fresh install', () => {
  it('names every dependency that has an install script in allowScripts', () => {
    const allowScripts: Record<string, boolean> = readJson('package.json').allowScripts ?? {};
    const uncovered = installed
      .filter((pkg) => pkg.hasInstallScript)
      .filter((pkg) => !Object.keys(allowScripts).some((key) => covers(key, pkg)))
      .map((pkg) => `${pkg.name}@${pkg.version}`);
    expect(uncovered).toEqual([]);
  });

  it('locks one esbuild version', () => {
    const versions = new Set(installed.filter((pkg) => pkg.name === 'esbuild').map((pkg) => pkg.version));
    expect([...versions]).toHaveLength(1);
  });
});
