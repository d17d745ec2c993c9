import { Writable } from 'node:stream';
import { CONTROL_CHARACTER_MESSAGE, PASSWORD_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { bearer, createTestApp, type TestApp } from '../test/app';
import { createAuction, createBidder, createHost, createLot, type TestHost } from '../test/live-fixtures';
import { registerRequestLog, serializeError } from './request-log';

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await createTestApp();
  host = await createHost(t);
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';

describe('no NUL byte reaches the database (issue 12 item 7)', () => {
  it('answers 400 to a NUL in the anonymous calls, never 500', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username: `admin${NUL}`,
          password: 'Demo1234',
          device_id: 'd',
          client_id: 'bidright-web',
        }).toString(),
      },
      { method: 'GET' as const, url: '/api/user/username/%00' },
      { method: 'GET' as const, url: '/api/user/email/%00' },
      { method: 'GET' as const, url: '/api/user/password/%00' },
      { method: 'POST' as const, url: '/api/companies/check', payload: { name: `Lake${NUL}` } },
      { method: 'POST' as const, url: '/api/auctioneers', payload: { companyName: `Acme${NUL}` } },
      { method: 'POST' as const, url: '/api/companies/check', payload: { [`na${NUL}me`]: 'x' } },
    ];
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json().message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('answers 400 to a NUL in a staff text field and writes nothing', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${host.caseId}`,
      headers: bearer(host.token),
      payload: { fileNumber: 'F-1', caseNumber: `2026CH${NUL}1`, county: 'Cook', clientId: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ caseNumber: CONTROL_CHARACTER_MESSAGE });
    const [row] = await queryRows<{ case_number: string }>(
      t.db,
      sql`select case_number from cases where id = ${host.caseId}`,
    );
    expect(row?.case_number).not.toContain(NUL);
  });

  it('keeps query parameters and quoted values out of the error log', async () => {
    let caught: unknown;
    try {
      await t.db.execute(sql`select ${'hunter2-secret'}::int as n`);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    // Drizzle's own message carries "params: hunter2-secret"; the database's quotes the value again.
    expect(String((caught as Error).message) + String((caught as Error).cause)).toContain('hunter2-secret');
    const logged = JSON.stringify(serializeError(caught));
    expect(logged).not.toContain('hunter2-secret');
    expect(logged).toContain('22P02');
  });
});

describe('strict input (issue 12 item 8, issue 14 item 4)', () => {
  it('takes path ids as decimal digits only', async () => {
    const ok = await t.app.inject({ url: `/api/cases/${host.caseId}`, headers: bearer(host.token) });
    expect(ok.statusCode).toBe(200);
    const hex = `0x${host.caseId.toString(16)}`;
    for (const id of [
      hex,
      `%20${host.caseId}`,
      `${host.caseId}%20`,
      `0${host.caseId}`,
      '1e1',
      '-1',
      '0',
      'abc',
      '%00',
      '12345678901234567890',
    ]) {
      const response = await t.app.inject({ url: `/api/cases/${id}`, headers: bearer(host.token) });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('refuses true, [] and "" in number and id fields', async () => {
    const auctionId = await createAuction(t.db, host);
    for (const payload of [
      { auctionId: true },
      { auctionId: [] },
      { auctionId: [auctionId] },
      { requiredDown: true },
      { requiredDown: [] },
      { openingPrice: '0x10' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/lots/${host.caseId}`,
        headers: bearer(host.token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await queryRows(t.db, sql`select id from lots where case_id = ${host.caseId}`)).toHaveLength(0);
  });

  it('joins with the purchase profile id as the API hands it out ("1") and as a number', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotOne = await createLot(t.db, host, auctionId);
    const lotTwo = await createLot(t.db, host, auctionId);
    const bidder = await createBidder(t);
    const asString = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/${lotOne}/bidders`,
      headers: bearer(bidder.token),
      payload: { amount: 0, purchaseProfileId: String(bidder.profileId), type: 'ONLINE' },
    });
    expect(asString.statusCode, asString.body).toBe(200);
    const asNumber = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${String(auctionId)}/${lotTwo}/bidders`,
      headers: bearer(bidder.token),
      payload: { amount: 0, purchaseProfileId: bidder.profileId, type: 'ONLINE' },
    });
    expect(asNumber.statusCode, asNumber.body).toBe(200);
  });
});

describe('passwords (issue 12 item 8)', () => {
  it('refuses a new password equal to the current one, a common one and one over 128 characters', async () => {
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/password',
        headers: bearer(host.token),
        payload: { currentPassword: 'Demo1234', newPassword },
      });
    const same = await change('Demo1234');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(PASSWORD_MESSAGES.sameAsCurrent);
    expect((await change('Password123')).json().message).toBe(PASSWORD_MESSAGES.tooCommon);
    expect((await change(`Aa1${'x'.repeat(126)}`)).json().message).toBe(PASSWORD_MESSAGES.tooLong);
  });
});

describe('request log (issue 18 item 26)', () => {
  async function captured(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const app = Fastify({
      logger: { level, stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestLog(app);
    app.post('/connect/token', async () => ({ access_token: 'eyJ.secret.token' }));
    await app.ready();
    await app.inject({
      method: 'POST',
      url: '/connect/token?debug=1',
      headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=s3cr3t' },
      payload: { username: 'bidder1', password: 'Demo1234', refresh_token: 'rt-123' },
    });
    await app.close();
    return lines;
  }

  it('writes one INFO line per request with method, path, status, time and request id', async () => {
    const lines = await captured('info');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'POST', path: '/connect/token', status: 200 });
    expect(lines[0]?.reqId).toBeTruthy();
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('logs headers and bodies only at debug, with every secret redacted', async () => {
    const lines = await captured('debug');
    expect(lines.length).toBeGreaterThan(1);
    const text = JSON.stringify(lines);
    expect(text).toContain('bidder1');
    for (const secret of ['Demo1234', 'abc.def.ghi', 's3cr3t', 'rt-123', 'eyJ.secret.token'])
      expect(text).not.toContain(secret);
  });
});
