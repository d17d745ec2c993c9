import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { type AppServer, startFromTemplate } from './app-server';
import { RUN_DIR_ENV, TEMPLATE_ENV } from './global-setup';

/**
 * The journeys' fixtures (issue 39): every journey file gets a server of its own, on a copy of the run's
 * migrated template, seeded with the demo data as it starts. No file reads what another left, so files run in
 * parallel and in any order; a retry runs in a new worker, on a fresh server.
 */

/** The server of the journey file a worker is running now; the next file's first test replaces it. */
class FileServers {
  private current: { key: string; server: AppServer } | null = null;
  private started = 0;

  constructor(private readonly workerIndex: number) {}

  async serverFor(file: string, env: Record<string, string>): Promise<AppServer> {
    const key = `${file}\n${JSON.stringify(env)}`;
    if (this.current?.key === key) return this.current.server;
    await this.stop();
    const template = process.env[TEMPLATE_ENV];
    const runDir = process.env[RUN_DIR_ENV];
    if (!template || !runDir)
      throw new Error('the journeys run without their global setup (support/global-setup.ts)');
    this.started += 1;
    const dataDir = join(runDir, `worker-${this.workerIndex}-${this.started}`);
    const server = await startFromTemplate(template, dataDir, env);
    this.current = { key, server };
    return server;
  }

  async stop() {
    const server = this.current?.server;
    this.current = null;
    if (!server) return;
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export interface TJourneyFixtures {
  /**
   * Environment variables for this file's server (`test.use({ serverEnv: { … } })` at the top of a file), for
   * a journey that needs a server configured otherwise, e.g. with Plaid's stand-in.
   */
  serverEnv: Record<string, string>;
  /** This file's server: its address, its data directory and what it printed. */
  appServer: AppServer;
}

export const test = base.extend<TJourneyFixtures, { fileServers: FileServers }>({
  serverEnv: [{}, { option: true }],
  fileServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its parameter's pattern.
    async ({}, use, workerInfo) => {
      const servers = new FileServers(workerInfo.workerIndex);
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  appServer: [
    async ({ fileServers, serverEnv }, use, testInfo) => {
      const server = await fileServers.serverFor(testInfo.file, serverEnv);
      await use(server);
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' });
    },
    // A server's start (a copy, the demo seed, the first request) counts apart from the journey's own time.
    { timeout: 150_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.baseURL),
});

export { expect } from '@playwright/test';
