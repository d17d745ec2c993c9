// The house's size rule (ARCHITECTURE.md, issue 40): no source or style file over 500 lines, no React component
// file over 400. Generated code (proto's gen/), migrations and the benches' load generators are outside it.
// `npm run lint` runs it; it names every file over its limit and exits 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from './web-build-inputs.mjs';

const SOURCE = /\.(ts|tsx|mts|mjs|cjs|css)$/;
const OUTSIDE = [/(^|\/)gen\//, /(^|\/)migrations\//, /^bench\//, /(^|\/)node_modules\//];
const COMPONENT = /^apps\/web\/(src|build)\/.*\.tsx$/;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !OUTSIDE.some((pattern) => pattern.test(file)));

const over = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(`${ROOT}/${file}`, 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const limit = COMPONENT.test(file) && !file.includes('.test.') ? 400 : 500;
  if (lines > limit) over.push(`${file}: ${lines} lines (at most ${limit})`);
}
if (over.length) {
  console.error(`files over the size rule (split them by concern):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
console.log(`size rule: ${files.length} source and style files within their limits`);
