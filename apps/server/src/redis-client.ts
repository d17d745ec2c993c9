import { createRequire } from 'node:module';
import type * as IORedis from 'ioredis';
import type { Redis, RedisOptions } from 'ioredis';

const load = createRequire(import.meta.url);
/**
 * ioredis (~0.2 s of CPU to load), loaded with the first client: a server without REDIS_URL never makes one,
 * so it never pays for it (ADR 0081).
 */
const ioredis = () => load('ioredis') as typeof IORedis;

/** Where a Redis client reports trouble: the app's logger at error level (warn for recovery). */
export interface RedisLog {
  error(message: string, error?: unknown): void;
  info(message: string): void;
}

/**
 * An ioredis client that always has an error listener (without one, ioredis prints `Unhandled error event`
 * on every reconnect attempt). The first error of an outage is logged at error level, the rest of the
 * reconnect attempts are not; getting back is logged once.
 */
export function createRedisClient(
  url: string,
  name: string,
  log: RedisLog,
  options: RedisOptions = {},
): Redis {
  const client = new (ioredis().Redis)(url, { connectTimeout: 2000, ...options });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.error(`redis (${name}) unreachable: ${error.message}`, error);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`redis (${name}) reachable again`);
  });
  return client;
}

export const consoleRedisLog: RedisLog = {
  error: (message, error) => console.error(message, error),
  info: (message) => console.info(message),
};
