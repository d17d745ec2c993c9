// The rate-limit store's fallback, without any Redis: a client pointed at a port nobody listens on.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisClient } from '../redis-client';
import { fallbackRateLimitStore } from './rate-limit-store';

const logged: string[] = [];
const log = {
  error: (message: string) => logged.push(`error ${message}`),
  info: (message: string) => logged.push(`info ${message}`),
};
// Port 9 (discard) is closed here: every connection attempt fails at once.
const redis = createRedisClient('redis://127.0.0.1:9', 'rate limit', log, {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  lazyConnect: true,
});
afterAll(() => redis.disconnect());

const incr = (store: FastifyRateLimitStore, key: string) =>
  new Promise<{ current: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), 60_000, 3),
  );

describe('the rate-limit store while Redis is unreachable', () => {
  it('counts in the process, never fails the request, and says so once in the log', async () => {
    await redis.connect().catch(() => undefined);
    const Store = fallbackRateLimitStore(redis, log, 'test-rl:');
    const store = new Store({});
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push((await incr(store, '10.0.0.1')).current);
    expect(counts).toEqual([1, 2, 3, 4]);
    expect((await incr(store, '10.0.0.2')).current).toBe(1);
    const notes = logged.filter((line) => line.includes('rate limit: redis'));
    expect(notes).toEqual(['error rate limit: redis is unreachable; counting per process until it is back']);
    // The client's own error listener reported the outage too (once, not per reconnect attempt).
    expect(logged.filter((line) => line.startsWith('error redis (rate limit) unreachable'))).toHaveLength(1);
  });
});
