#!/usr/bin/env node
// @ts-check
// npx bidright-verify <sale-record.json> [--key <base64 public key | file>]...
// Exit 0: the record holds. Exit 1: it does not (each problem names the lot and seq). Exit 2: usage or unreadable.
import { existsSync, readFileSync } from 'node:fs';
import { verifySaleRecord } from '../src/verify.mjs';

const args = process.argv.slice(2);
/** @type {string[]} */
const pinnedKeys = [];
/** @type {string | undefined} */
let path;
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--key') {
    const value = args[++index];
    if (!value) usage();
    pinnedKeys.push(...keysFrom(/** @type {string} */ (value)));
  } else if (arg === '--help' || arg === '-h') usage(0);
  else if (!path) path = arg;
  else usage();
}
if (!path) usage();

/** @type {any} */
let file;
try {
  file = JSON.parse(readFileSync(/** @type {string} */ (path), 'utf8'));
} catch (error) {
  console.error(`cannot read ${path}: ${/** @type {Error} */ (error).message}`);
  process.exit(2);
}
const verdict = verifySaleRecord(file, { pinnedKeys });
const { counts } = verdict;
const what = `${counts.lots} lots, ${counts.events} events, ${counts.lotCheckpoints} lot checkpoints, ${counts.dayCheckpoints} day checkpoints`;
for (const note of verdict.notes) console.log(`note: ${note}`);
if (verdict.ok) {
  console.log(`OK: the sale record holds (${what}).`);
  console.log(
    verdict.trusted === 'pinned'
      ? 'Signatures checked against the pinned key(s).'
      : "Signatures checked against the keys in the file itself: pin the host's published key with --key to know who signed.",
  );
  process.exit(0);
}
console.error(`FAILED: ${verdict.problems.length} problem(s) in ${what}:`);
for (const problem of verdict.problems)
  console.error(
    `  ${problem.lotId === null ? '' : `lot ${problem.lotId}`}${problem.seq === null ? '' : ` seq ${problem.seq}`}: ${problem.message}`,
  );
process.exit(1);

/** A key given as base64, as a file holding it, or as the well-known keys JSON (every key in it). @param {string} value */
function keysFrom(value) {
  if (!existsSync(value)) return [value];
  const text = readFileSync(value, 'utf8').trim();
  if (!text.startsWith('{')) return [text];
  return /** @type {{ keys: { publicKey: string }[] }} */ (JSON.parse(text)).keys.map((key) => key.publicKey);
}

/** @param {number} [code] @returns {never} */
function usage(code = 2) {
  console.error(
    'usage: bidright-verify <sale-record.json> [--key <base64 public key | key file | bidright-record-keys.json>]...',
  );
  process.exit(code);
}
