// What a web build is made from, as one hash: the build writes it beside its files (vite.config.ts,
// `webBuildStamp`), and `npm run test:e2e` builds again only when the sources no longer hash to it
// (scripts/ensure-web-build.mjs). One build per CI run (issue 39): `.ci/run` builds, `npm test` reuses it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The file, in the build's output folder, that holds the hash of what it was built from. */
export const STAMP_FILE = 'build-inputs.json';

/** Folders and files whose contents the web build reads (the web app, the domain it imports, the lock). */
const INPUTS = [
  'apps/web',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Never inputs: outputs, caches and installed packages. */
const SKIPPED = /(^|\/)(node_modules|dist|dist-[^/]*|\.vite|coverage|test-results[^/]*)(\/|$)/;

/** The environment the build reads (vite.config.ts `define`, Vite's own VITE_ variables). */
const ENV = /^(VITE_|MAP_TILE_URL$)/;

function filesUnder(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((file) => !SKIPPED.test(relative(ROOT, file)) && statSync(file).isFile());
}

/** The hash of every input file's path and contents, and of the build's environment variables. */
export function webBuildInputsHash(env = process.env) {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => filesUnder(join(ROOT, input)))
    .map((file) => relative(ROOT, file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(ROOT, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => ENV.test(key))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}
