import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { freePort } from './free-port';

/** The repository's root, where `npm start` runs the server. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * How to start the server: the run's bundle of apps/server/src/main.ts (test/global-setup.ts), the same
 * sources without tsx's per-file start-up (ADR 0031), or main.ts under tsx outside a test run.
 */
export function serverCommand(): string[] {
  const bundle = inject('serverBundlePath');
  return bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'];
}

/**
 * A real server process (the server's bundle, test/server-bundle.ts) on its own port, in its own process
 * group so the whole tree can be stopped, gently or with SIGKILL.
 */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
  // A boot that seeds the demo data takes longer than a bare one, the more so on a busy machine.
  { startupTimeoutMs = 60_000 }: { startupTimeoutMs?: number } = {},
) {
  const listenOn = port ?? (await freePort());
  let output = '';
  // Node itself, not npm or npx: one process instead of three, and no npm start-up per server.
  const child: ChildProcess = spawn(process.execPath, serverCommand(), {
    cwd: REPOSITORY_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(listenOn),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${listenOn}`;
  const until = Date.now() + startupTimeoutMs;
  while (true) {
    // A process killed by a signal (the kill -9 tests' fault points) has a signal, not an exit code.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server process exited: ${output}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) throw new Error(`server process did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    baseUrl,
    port: listenOn,
    output: () => output,
    /** Stops the process group: SIGKILL is a crash (nothing runs after it), SIGTERM a normal shutdown. */
    async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, signal);
      } catch {}
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {}
      }, 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * A test app on this file's PostgreSQL database that real server processes share (the kill -9, Redis and
 * two-process tests): `processEnv` gives a process the same database, JWT secret (so the test's tokens are
 * good on every process), data key (a process on PostgreSQL generates none, ADR 0028), data directory and `env`.
 */
export async function createMultiProcessTestApp(env: Record<string, string> = {}) {
  const keys = { JWT_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('base64') };
  const t: TestApp = await createTestApp({ ...env, ...keys });
  // pg's Pool.end() resolves before its sockets close; the DROP DATABASE … WITH (FORCE) of the test
  // database can then hit a closing idle client, whose error the pool re-emits with no listener.
  (t.db as unknown as { $client: { on(event: 'error', listener: () => void): void } }).$client.on(
    'error',
    () => undefined,
  );
  const processEnv = (): Record<string, string> => ({
    ...env,
    DATABASE_URL: t.databaseUrl!,
    ...keys,
    DATA_DIR: t.dataDir,
  });
  return { t, processEnv };
}
