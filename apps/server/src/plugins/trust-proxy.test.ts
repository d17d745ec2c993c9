import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';

/** A route that answers the address the app sees, the one its request log and per-IP limits use. */
function addressProbe(app: FastifyInstance) {
  app.get('/test/address', async (request) => ({ ip: request.ip }));
}

const seenAddress = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/test/address',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
  ).json<{ ip: string }>().ip;

const tokenRequest = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: new URLSearchParams({
      grant_type: 'password',
      username: 'nobody',
      password: 'Wrong1234',
      device_id: 'spoofer',
      client_id: 'bidright-web',
    }).toString(),
  });

describe('client addresses with the default TRUST_PROXY (off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_IP_LIMIT_PER_MINUTE: '3' }, { beforeReady: addressProbe });
  });
  afterAll(() => t.close());

  it('ignores a spoofed X-Forwarded-For: the address is the socket peer', async () => {
    expect(await seenAddress(t, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await seenAddress(t, '198.51.100.7', '203.0.113.9, 10.0.0.1')).toBe('198.51.100.7');
  });

  it('keeps a client over its per-IP limit however it rewrites the header', async () => {
    const client = '198.51.100.20';
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await tokenRequest(t, client)).statusCode).toBe(400);
    expect((await tokenRequest(t, client)).statusCode).toBe(429);
    for (const madeUp of ['203.0.113.1', '203.0.113.2', '127.0.0.1'])
      expect((await tokenRequest(t, client, madeUp)).statusCode).toBe(429);
    // Another real address has its own budget.
    expect((await tokenRequest(t, '198.51.100.21')).statusCode).toBe(400);
  });
});

describe('client addresses behind configured proxies', () => {
  it('takes X-Forwarded-For only from the listed proxies (addresses and CIDRs)', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, { beforeReady: addressProbe });
    try {
      expect(await seenAddress(t, '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
      expect(await seenAddress(t, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
      // A client that is not a listed proxy cannot choose its address.
      expect(await seenAddress(t, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    } finally {
      await t.close();
    }
  });

  it('with a hop count, trusts that many proxies and no further', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' }, { beforeReady: addressProbe });
    try {
      // One load balancer appends the client it saw; what the client wrote before that is not believed.
      expect(await seenAddress(t, '10.0.0.5', '203.0.113.66, 198.51.100.30')).toBe('198.51.100.30');
    } finally {
      await t.close();
    }
  });

  it('refuses settings that would trust everyone or are not addresses', () => {
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1,fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '::1',
      'fd00::/8',
    ]);
  });
});
