import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TTokenResponse } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** The PostgreSQL URL of this file's database (absent on PGlite). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs after buildApp and before `ready` (register extra plugins or routes here). */
  beforeReady?: (app: FastifyInstance) => Promise<void> | void;
  /** Start the lot clock's timer (off by default: tests tick it with `app.live.clock`/`tickClock`). */
  lotClockTimer?: boolean;
  /** Poll the job queue (off by default: tests run due jobs with `app.jobs.runDue(name)`). */
  jobWorkers?: boolean;
  /** A built web app to serve (none by default). */
  webDist?: string;
  /** With PRACTICE_SALE=on: the rivals' pause (default none: they answer on the next `app.practice.tick()`). */
  practiceDelay?: (lot: { lotId: number; bidCount: number }) => number;
}

/** The real app on a fresh database of its own; only the environment is set for tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'bidright-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Every inject comes from 127.0.0.1; the per-IP login limit has its own test.
    LOGIN_IP_LIMIT_PER_MINUTE: '10000',
    // No load shedding (on by default on PostgreSQL): a test file's event loop may lag a second on a busy CI
    // machine, and a 503 there would fail races that assert every answer. Its own tests set it ('' = default).
    SHED_EVENT_LOOP_DELAY_MS: '0',
    // Tests tick the lot clock by hand, often minutes apart on a busy machine: a gap between two ticks is no
    // outage there. The outage rule's own tests set their threshold (ADR 0077).
    OUTAGE_THRESHOLD_S: '3600',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    // A JWT_SECRET in env is used as is, so a second process can verify the same tokens.
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : randomBytes(32),
    webDist: options.webDist ?? join(dataDir, 'no-web-build'),
    lotClock: { enabled: options.lotClockTimer ?? false },
    jobs: { workers: options.jobWorkers ?? false },
    practice: { timer: false, delay: options.practiceDelay ?? (() => 0) },
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoginOptions {
  clientId?: string;
  deviceId?: string;
  /** The trusted-device token a completed two-step login answered. */
  deviceToken?: string;
  ip?: string;
}

/** POST /connect/token with the password grant, as the login page sends it. */
export function requestPasswordToken(
  app: FastifyInstance,
  userName: string,
  password: string,
  options: LoginOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password,
      device_id: options.deviceId ?? 'test-device',
      client_id: options.clientId ?? 'bidright-web',
      scope: 'offline_access',
      ...(options.deviceToken ? { device_token: options.deviceToken } : {}),
    }).toString(),
  });
}

/** A refresh grant; with `twoFactorCode`, the second step of a two-factor login. */
export function requestRefreshToken(
  app: FastifyInstance,
  refreshToken: string,
  deviceId = 'test-device',
  twoFactorCode?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      device_id: deviceId,
      scope: 'offline_access',
      ...(twoFactorCode ? { two_factor_code: twoFactorCode } : {}),
    }).toString(),
  });
}

/** Logs in and returns the token answer; fails the test on anything but 200. */
export async function loginAs(
  app: FastifyInstance,
  userName: string,
  password = 'Demo1234',
  options: LoginOptions = {},
) {
  const response = await requestPasswordToken(app, userName, password, options);
  if (response.statusCode !== 200)
    throw new Error(`login ${userName} failed: ${response.statusCode} ${response.body}`);
  return response.json<TTokenResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
