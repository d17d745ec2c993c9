import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Starts the real server (main.ts under tsx) with only PATH, HOME and `env`, and waits for it to exit: for
 * boots that must refuse to start. Gives the exit code and everything it printed.
 */
export async function bootUntilExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: fileURLToPath(new URL('../../../../', import.meta.url)),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}
