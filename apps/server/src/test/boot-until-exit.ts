import { spawn } from 'node:child_process';
import { REPOSITORY_ROOT, serverCommand } from './server-process';

/**
 * Starts the real server (the run's bundle, server-process.ts) with only PATH, HOME and `env`, and waits for it to exit: for
 * boots that must refuse to start. Gives the exit code and everything it printed.
 */
export async function bootUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, serverCommand(), {
    cwd: REPOSITORY_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
