import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, shouldSeedDemo } from './config';
import { bearer, createTestApp, loginAs, type TestApp } from './test/app';
import { bootUntilExit } from './test/boot-until-exit';
import { createUser } from './test/factories';
import { REAL_PROVIDERS } from './test/production-config';

/** Issue 12: production is safe by default: no demo seed, no sandbox bank, no outbox; dev tools stay local. */

describe('a production boot', () => {
  it('without real SMS, e-mail and bank settings stops, naming the missing variables', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bidright-prod-'));
    const { code, output } = await bootUntilExit({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: '3999',
      LOG_LEVEL: 'silent',
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(1);
    for (const name of [
      'JWT_SECRET',
      'DATA_KEY',
      'RECORD_SIGNING_KEY',
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM',
      'SMTP_URL',
      'PLAID_CLIENT_ID',
      'PLAID_SECRET',
      'PLAID_ENV',
    ])
      expect(output).toContain(name);
    expect(output).not.toContain('Bidright is running');
  }, 60_000);

  it('names only what is missing, and never seeds demo data', () => {
    const { SMTP_URL: _smtp, ...withoutMail } = REAL_PROVIDERS;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutMail })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, PLAID_ENV: 'sandbox' })).toThrow(
      /PLAID_ENV/,
    );
    // Stored secrets are sealed under DATA_KEY (ADR 0023): production never falls back to a generated one.
    const { DATA_KEY: _dataKey, ...withoutDataKey } = REAL_PROVIDERS;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutDataKey })).toThrow(/DATA_KEY/);
    // The sale record is signed by a key of the deployment's own, never one generated on a server (ADR 0069).
    const { RECORD_SIGNING_KEY: _recordKey, ...withoutRecordKey } = REAL_PROVIDERS;
    expect(() => loadConfig({ NODE_ENV: 'production', ...withoutRecordKey })).toThrow(/RECORD_SIGNING_KEY/);
    expect(() => loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, DATA_KEY: 'too-short' })).toThrow(
      /DATA_KEY: 32 random bytes/,
    );
    // A Plaid host of one's own (the tests' stand-in) would be a bank that says what it is told.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, PLAID_BASE_URL: 'http://127.0.0.1:9' }),
    ).toThrow(/PLAID_BASE_URL/);
    const config = loadConfig({ NODE_ENV: 'production', ...REAL_PROVIDERS, SEED_DEMO: 'true' });
    expect(shouldSeedDemo(config, 'pglite')).toBe(false);
    expect(shouldSeedDemo(loadConfig({ NODE_ENV: 'development' }), 'pglite')).toBe(true);
    // `npm start` on a fresh machine (no NODE_ENV) is the development demo.
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });
});

describe('the development tools', () => {
  let prod: TestApp;
  let dev: TestApp;
  let open: TestApp;

  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', ...REAL_PROVIDERS });
    dev = await createTestApp({ NODE_ENV: 'development' });
    open = await createTestApp({ NODE_ENV: 'development', DEV_TOOLS_REMOTE: 'true' });
  });
  afterAll(async () => {
    await prod?.close();
    await dev?.close();
    await open?.close();
  });

  const outbox = (t: TestApp, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress, headers });

  it('production has no outbox and no sandbox bank', async () => {
    expect((await outbox(prod)).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    const bidder = await createUser(prod.db, 'Bidder');
    const { access_token: token } = await loginAs(prod.app, bidder.userName);
    const sandbox = await prod.app.inject({
      method: 'POST',
      url: '/api/accounts/sandbox/publictoken',
      headers: bearer(token),
      payload: { institutionId: 'ins_sandbox_1', accounts: [] },
    });
    expect(sandbox.statusCode).toBe(404);
  });

  it('development answers only this machine, unless explicitly opened', async () => {
    expect((await outbox(dev)).statusCode).toBe(200);
    expect((await outbox(dev, '203.0.113.9')).statusCode).toBe(404);
    // A proxied request (even from a proxy on this machine) is not local, nor is a spoofed header.
    expect((await outbox(dev, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await outbox(open, '203.0.113.9')).statusCode).toBe(200);

    const bidder = await createUser(dev.db, 'Bidder');
    const { access_token: token } = await loginAs(dev.app, bidder.userName);
    const fromAfar = await dev.app.inject({
      method: 'GET',
      url: '/api/accounts/sandbox/institutions',
      headers: bearer(token),
      remoteAddress: '203.0.113.9',
    });
    expect(fromAfar.statusCode).toBe(404);
    const linkFromAfar = await dev.app.inject({
      method: 'POST',
      url: '/api/accounts/bidder',
      headers: bearer(token),
      remoteAddress: '203.0.113.9',
      payload: { publicToken: 'public-sandbox-forged', accounts: [] },
    });
    expect(linkFromAfar.statusCode).toBe(404);
    const local = await dev.app.inject({
      method: 'GET',
      url: '/api/accounts/sandbox/institutions',
      headers: bearer(token),
    });
    expect(local.statusCode).toBe(200);
  });
});
