/**
 * What a server process started by a bench retains, read through bench/server-memory-hook.mjs: node flags
 * that load the hook (bench only, never production), and the read itself.
 */
import { readFileSync } from 'node:fs';

export const MEMORY_HOOK = new URL('./server-memory-hook.mjs', import.meta.url).pathname;
export const MEMORY_HOOK_FLAGS = ['--import', MEMORY_HOOK];

/**
 * The server's heap used + external memory (KB) after a full GC: what its live objects retain, without the
 * garbage that RSS also counts. Signals the hook (SIGUSR2) and waits for its answer in `file`.
 */
export async function retainedKb(pid: number, file: string): Promise<number> {
  const read = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as { sample: number; heapUsed: number; external: number };
    } catch {
      return undefined;
    }
  };
  const previous = read()?.sample ?? 0;
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    const answer = read();
    if (answer && answer.sample > previous) return (answer.heapUsed + answer.external) / 1024;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resident memory of a process (KB), from /proc. */
export function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
