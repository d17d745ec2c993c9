/**
 * Bench only (bench/live.ts and bench/cluster.ts preload it into the servers they start; production never
 * does): on SIGUSR2 the server runs a full garbage collection and writes its memory use to
 * BENCH_MEMORY_FILE, so the bench can tell what a watcher RETAINS (heap + external after GC) from the RSS
 * growth, which also counts the garbage made while the streams opened. gc is exposed here rather than by
 * --expose-gc, which node 20 does not take in NODE_OPTIONS (the cluster kit passes options only that way).
 */
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  let sample = 0;
  process.on('SIGUSR2', () => {
    gc();
    gc();
    sample += 1;
    writeFileSync(file, JSON.stringify({ sample, ...process.memoryUsage() }));
  });
}
