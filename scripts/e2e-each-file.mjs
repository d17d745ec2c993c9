// Runs every journey file alone (`npx playwright test e2e/tests/<file>`, its own run and global setup), two at a
// time, and prints each file's result and time: the proof that no file needs another to have run (issue 39).
// The timed files (e2e/timed-journeys.json) assert how fast things reach a screen, so they run after the rest,
// one at a time, as the suite's `timed` project does: side by side they starve each other and fail on time.
// `node scripts/e2e-each-file.mjs [file …]` runs only the files named.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import TIMED from '../e2e/timed-journeys.json' with { type: 'json' };
import { ROOT } from './web-build-inputs.mjs';

const TESTS = join(ROOT, 'e2e/tests');
const named = process.argv.slice(2);
const files = (named.length ? named : readdirSync(TESTS).filter((name) => name.endsWith('.spec.ts'))).sort();
const AT_ONCE = Number(process.env.E2E_EACH_AT_ONCE ?? 2);

/** One file, one worker: what a person runs to reproduce that file's failure. */
function runAlone(file) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', `e2e/tests/${file}`, '--reporter=line'], {
      cwd: ROOT,
      env: { ...process.env, E2E_WORKERS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      resolve({ file, code, seconds: Math.round((Date.now() - started) / 1000), output }),
    );
  });
}

// Once, before the runs: two runs finding the build stale at the same moment would both write apps/web/dist.
const built = spawnSync(process.execPath, [join(ROOT, 'scripts/ensure-web-build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const results = [];
/** Runs `queue`'s files alone, `atOnce` runs side by side. */
async function drain(queue, atOnce) {
  await Promise.all(
    Array.from({ length: Math.min(atOnce, queue.length) }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const result = await runAlone(file);
        results.push(result);
        console.log(
          `${result.code === 0 ? 'pass' : 'FAIL'}  ${String(result.seconds).padStart(4)} s  ${file}`,
        );
        if (result.code !== 0) console.log(result.output.slice(-4000));
      }
    }),
  );
}
await drain(
  files.filter((file) => !TIMED.includes(file)),
  AT_ONCE,
);
await drain(
  files.filter((file) => TIMED.includes(file)),
  1,
);
const failed = results.filter((result) => result.code !== 0);
console.log(`\n${results.length - failed.length} of ${results.length} files pass alone`);
process.exit(failed.length ? 1 : 0);
