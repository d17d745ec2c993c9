import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { RedisLog } from '../redis-client';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type StoreRouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** @fastify/rate-limit's store contract, with the `read` its built-in stores also have. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: StoreRouteOptions): Store;
}

// The plugin's own stores (CommonJS, without type declarations): the shared Redis one and the per-process one.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => Store;

/** How long a rate-limit check may wait for Redis before this process counts on its own. */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 300;

/**
 * A rate-limit store that counts in Redis, shared by every process, and falls back to per-process counting
 * while Redis is unreachable or slow. A request is never failed or held up by Redis: it is counted locally
 * instead (limits then hold per process), and the switch is logged both ways.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  log: RedisLog,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const state = { local: false };
  const useLocal = (reason: string) => {
    if (state.local) return;
    state.local = true;
    log.error(`rate limit: redis ${reason}; counting per process until it is back`);
  };
  const useShared = () => {
    if (!state.local) return;
    state.local = false;
    log.info('rate limit: redis is back; counting in redis again');
  };

  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.call('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.call('read', key, callback, timeWindow, max);
    }

    private call(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') {
        useLocal('is unreachable');
        this.local[method](key, callback, timeWindow, max);
        return;
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        useLocal(`did not answer within ${RATE_LIMIT_REDIS_TIMEOUT_MS} ms`);
        this.local[method](key, callback, timeWindow, max);
      }, RATE_LIMIT_REDIS_TIMEOUT_MS);
      this.shared[method](
        key,
        (error, result) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (error) {
            useLocal(`failed (${error.message})`);
            this.local[method](key, callback, timeWindow, max);
            return;
          }
          useShared();
          callback(null, result ?? undefined);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: StoreRouteOptions): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return class extends FallbackStore {
    constructor(globalParams: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      // The plugin passes its global parameters, these two among them.
      const continueExceeding = globalParams.continueExceeding ?? false;
      const exponentialBackoff = globalParams.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
