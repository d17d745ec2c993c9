// Runs the import rules (.dependency-cruiser.cjs at the repository root) over the code that ships and its
// tests. Installs this folder's two tools on first use: they are apart from the workspaces because
// dependency-cruiser parses TypeScript with the TypeScript 5 compiler API, and the project's TypeScript 7
// has none. Exit code 1 on any broken rule, with each one listed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const run = (command, args, cwd) => spawnSync(command, args, { cwd, stdio: 'inherit' }).status ?? 1;

if (!existsSync(join(here, 'node_modules', 'dependency-cruiser'))) {
  const installed = run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], here);
  if (installed !== 0) process.exit(installed);
}
const cruiser = join(here, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const sources = [
  'packages/domain/src',
  'packages/record-verify/src',
  'packages/record-verify/bin',
  'apps/server/src',
  'apps/web/src',
  ...process.argv.slice(2),
];
process.exit(
  run(
    process.execPath,
    [cruiser, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', ...sources],
    root,
  ),
);
