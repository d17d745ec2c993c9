/**
 * The production shape on one machine, for `npm run test:cluster` (and bench:cluster): nginx running
 * deploy/nginx/bidright.conf (its ports and paths rewritten) in front of N real server processes on one
 * PostgreSQL database and one Redis. Everything runs as this user, under a temp directory; nothing touches
 * the system's nginx.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from '../server-process';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const SITE_CONF = fileURLToPath(new URL('../../../../../deploy/nginx/bidright.conf', import.meta.url));

export interface ClusterOptions {
  /** An admin URL of the PostgreSQL server; the cluster gets a new, empty database on it. */
  adminUrl: string;
  redisUrl: string;
  /** One port per server process. */
  ports: number[];
  nginxPort: number;
  /** Shared by every process, so a token minted by the test is good on all of them. */
  jwtSecret: string;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Environment of the process on one port (its metrics port, say). */
  envOf?: (port: number) => Record<string, string>;
}

/** deploy/nginx/bidright.conf with this run's upstream ports, listen port and asset root. */
export function renderSiteConf(ports: number[], nginxPort: number, assetRoot: string): string {
  const site = readFileSync(SITE_CONF, 'utf8');
  const servers = /^ {4}server 127\.0\.0\.1:\d+ (.*);$/gm;
  const options = servers.exec(site)?.[1] ?? '';
  const upstreams = ports.map((port) => `    server 127.0.0.1:${port} ${options};`).join('\n');
  const rendered = site
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*;\n/gm, '')
    .replace(/^( {4}least_conn;\n)/m, `$1${upstreams}\n`)
    .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${nginxPort};`)
    .replace(/^ {8}root \/opt\/bidright\/apps\/web\/dist;$/m, `        root ${assetRoot};`);
  if (!rendered.includes(`listen 127.0.0.1:${nginxPort};`) || !rendered.includes(`root ${assetRoot};`))
    throw new Error('deploy/nginx/bidright.conf no longer has the lines the cluster kit rewrites');
  return rendered;
}

/** nginx as a foreground process of our own: its pid, logs and temp files under `dir`. */
async function startNginx(dir: string, site: string, port: number) {
  const conf = join(dir, 'nginx.conf');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(
    conf,
    `daemon off;
pid ${dir}/nginx.pid;
worker_processes 1;
worker_rlimit_nofile 32768;
error_log ${dir}/error.log warn;
events { worker_connections 16384; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${site}
}
`,
  );
  const child = spawn(NGINX!, ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    const up = await fetch(`http://127.0.0.1:${port}/metrics`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (attempt > 200) throw new Error('nginx did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Waits until the process says it is ready (database, job queue, Redis). */
export async function waitReady(baseUrl: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ready = await fetch(`${baseUrl}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not become ready`);
}

/** Waits until nothing answers on the process's port any more (its wrapper may exit before the server). */
export async function waitGone(baseUrl: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const answers = await fetch(`${baseUrl}/api/health/live`).then(
      () => true,
      () => false,
    );
    if (!answers) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} still answers`);
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/**
 * A new empty database, N server processes started at once on it (so they race to migrate), and nginx
 * in front. `url` is nginx's address: clients go through it, as a county's bidders would.
 */
export async function startCluster(options: ClusterOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'bidright-cluster-'));
  const databaseName = `bidright_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = (() => {
    const url = new URL(options.adminUrl);
    url.pathname = `/${databaseName}`;
    return url.toString();
  })();
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: options.jwtSecret,
    // Behind nginx: the client's address is the one nginx adds to X-Forwarded-For.
    TRUST_PROXY: '1',
    LOGIN_IP_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  };
  // Each process its own DATA_DIR, as on separate hosts; the keys come in env (on PostgreSQL none is generated,
  // ADR 0028): the jwtSecret above and the callers' DATA_KEY.
  const start = (port: number) =>
    startServerProcess({ ...env, DATA_DIR: join(dir, `data-${port}`), ...options.envOf?.(port) }, port, {
      startupTimeoutMs: 120_000,
    });
  const processes: ServerProcess[] = await Promise.all(options.ports.map(start));
  await Promise.all(processes.map((server) => waitReady(server.baseUrl)));

  const assetRoot = join(dir, 'web');
  mkdirSync(join(assetRoot, 'assets'), { recursive: true });
  // nginx's workers run as another user when the test runs as root: they must be able to read the files.
  chmodSync(dir, 0o755);
  const nginx = await startNginx(
    join(dir, 'nginx'),
    renderSiteConf(options.ports, options.nginxPort, assetRoot),
    options.nginxPort,
  );
  const url = `http://127.0.0.1:${options.nginxPort}`;

  return {
    url,
    databaseUrl,
    processes,
    /** Where nginx serves /assets/ from. */
    assetRoot,
    /** Stops process i (SIGKILL: a crash; SIGTERM: a drain) and, unless told not to, starts it again. */
    async restart(index: number, signal: 'SIGTERM' | 'SIGKILL', { startAgain = true } = {}) {
      await processes[index]!.stop(signal);
      await waitGone(processes[index]!.baseUrl);
      if (!startAgain) return;
      processes[index] = await start(options.ports[index]!);
      await waitReady(processes[index]!.baseUrl);
    },
    async stop() {
      await nginx.stop();
      await Promise.all(processes.map((server) => server.stop('SIGTERM')));
      const dropper = new pg.Client({ connectionString: options.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await dropper.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
