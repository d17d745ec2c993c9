import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The repository's root: servers run from it, as `npm start` runs them. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** The path of the run's server bundle (server-bundle.ts), set by global setup for every worker. */
export const SERVER_BUNDLE_ENV = 'BIDRIGHT_E2E_SERVER_BUNDLE';

/** A port nobody listens on now (the OS's pick for port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The environment every journey server shares: a test server, quiet, on this machine only. */
function serverEnv(port: number, dataDir: string, env: Record<string, string>): NodeJS.ProcessEnv {
  const url = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // A build of one's own (vite build --outDir dist-3201), so side-by-side runs never swap bundles.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...env,
  };
}

export interface AppServer {
  baseURL: string;
  dataDir: string;
  /** What the process printed (the last 64 KB), for a failing journey's report. */
  output(): string;
  /**
   * Ends the process group: at once by default (a journey's data directory is thrown away, so nothing needs a
   * clean close), or with SIGTERM's clean close (the template, which is copied afterwards).
   */
  stop(signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
}

const OUTPUT_KEPT = 64 * 1024;

/**
 * Starts the real server (the run's bundle of apps/server/src/main.ts, or the sources under tsx) on `dataDir`, on a free port, and resolves once
 * `/api/health` answers. Its own process group, so stopping it ends tsx's children too.
 */
export async function startAppServer(
  dataDir: string,
  env: Record<string, string> = {},
  { timeoutMs = 120_000 }: { timeoutMs?: number } = {},
): Promise<AppServer> {
  const port = await freePort();
  let output = '';
  // The run's bundle of the server (server-bundle.ts) where global setup made one, else the sources under tsx.
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const entry = bundle ? ['--enable-source-maps', bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: serverEnv(port, dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {}
  };
  const stop = async (signal: 'SIGKILL' | 'SIGTERM' = 'SIGKILL') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    kill(signal);
    const late = setTimeout(() => kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(late);
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const until = Date.now() + timeoutMs;
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the journey server exited at start:\n${output}`);
    const ok = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      await stop();
      throw new Error(`the journey server did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, dataDir, output: () => output, stop };
}

/**
 * A server of its own on a copy of the run's template (a migrated database and the secrets its first start
 * generated): it seeds the demo data as it starts, so the demo's live sale runs on this server's clock.
 */
export async function startFromTemplate(
  template: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppServer> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  cpSync(template, dataDir, { recursive: true });
  return startAppServer(dataDir, env);
}
