// Login and the other non-live calls while Redis is down: against a private redis-server this test stops
// and starts (never the shared one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, requestPasswordToken, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { type PrivateRedis, REDIS_SERVER, startPrivateRedis } from '../../test/private-redis';

/** The answer, or a failure when there is none within `ms`. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(REDIS_SERVER)('while Redis is down', () => {
  let redis: PrivateRedis;
  let t: TestApp;
  let userName = '';

  beforeAll(async () => {
    redis = await startPrivateRedis();
    t = await createTestApp({ REDIS_URL: redis.url, LOGIN_IP_LIMIT_PER_MINUTE: '3' });
    userName = (await createUser(t.db, 'Bidder')).userName;
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();

  it('the token endpoint answers within 2 s, per-IP limits hold per process, and health reports the bus', async () => {
    await until(async () => (await health()).bus.connected === true);
    expect(await health()).toEqual({ status: 'ok', bus: { kind: 'redis', connected: true } });
    const shared = await within(2000, requestPasswordToken(t.app, userName, 'Demo1234', { ip: '10.0.0.1' }));
    expect(shared.statusCode).toBe(200);

    await redis.stop();
    await until(async () => (await health()).bus.connected === false);
    expect(await health()).toEqual({ status: 'degraded', bus: { kind: 'redis', connected: false } });

    // A fresh address: counted in this process now, and the fourth request in the minute is refused.
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await within(
        2000,
        requestPasswordToken(t.app, userName, 'Demo1234', { ip: '10.0.0.2' }),
      );
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    const clock = await within(2000, t.app.inject({ method: 'GET', url: '/api/auctions/servertime' }));
    expect(clock.statusCode).toBe(200);

    await redis.start();
    await until(async () => (await health()).bus.connected === true, 15_000);
    const back = await within(2000, requestPasswordToken(t.app, userName, 'Demo1234', { ip: '10.0.0.3' }));
    expect(back.statusCode).toBe(200);
  });
});
