// kill -9 of real server processes (apps/server/src/main.ts on this file's PostgreSQL database) between the
// commit of a winning bid and its alerts: the first process answers the bids and the stop and dies before it
// queued anything (OUTBOX_FAULT=hold); the second dies inside its drain, after queuing the jobs and before
// the commit (OUTBOX_FAULT=kill-in-drain); the third delivers. The outbid and won alerts and the lot's
// webhooks arrive exactly once, and a fourth start sends nothing again.
// PostgreSQL only: several processes share the database, which the embedded PGlite (one process) cannot.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import {
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestHost,
} from '../../test/live-fixtures';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { call } from '../lots/test/test-kit';

const DATABASE_URL = process.env.DATABASE_URL;

/** Polls `check` until it answers a value (each poll is a read of the shared database). */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(DATABASE_URL)('alerts and webhooks of a server killed hard (PostgreSQL only)', () => {
  // The processes share the test's keys: on PostgreSQL none generates its own (ADR 0028).
  const keys = { JWT_SECRET: randomBytes(32).toString('hex'), DATA_KEY: randomBytes(32).toString('base64') };
  let t: TestApp;
  let host: TestHost;
  let server: ServerProcess | undefined;
  const hooks: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      hooks.push({ headers: request.headers, body });
      response.end('ok');
    });
  });
  const env = (fault?: string) => ({
    DATABASE_URL: t.databaseUrl!,
    ...keys,
    DATA_DIR: t.dataDir,
    ...(fault ? { OUTBOX_FAULT: fault } : {}),
  });

  beforeAll(async () => {
    t = await createTestApp(keys);
    host = await createHost(t);
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    expect((await call(t, 'POST', '/api/settings/webhooks', host.token, { url })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: string | number }>(t.db, query))[0]!.n);

  it('loses no outbid or won alert and no webhook, and sends none twice', async () => {
    const auctionId = await createAuction(t.db, host);
    const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 100_000_00 });
    const loser = await createBidder(t);
    const winner = await createBidder(t);
    await joinLot(t, loser, auctionId, lotId, 20_000);
    await joinLot(t, winner, auctionId, lotId, 20_000);
    const send = (method: string, path: string, token: string, body?: unknown) =>
      fetch(`${server!.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // 1. The sale, answered by a process that never turns its events into jobs, then killed.
    server = await startServerProcess(env('hold'));
    expect((await send('PUT', `/api/lots/${lotId}/start`, host.token)).status).toBe(200);
    const bidPath = `/api/auctions/${auctionId}/lots/${lotId}/bids`;
    expect((await send('POST', bidPath, loser.token, { amount: 100_500 })).status).toBe(200);
    expect((await send('POST', bidPath, winner.token, { amount: 101_000 })).status).toBe(200);
    // The auctioneer's FINISH closes only once the last bid is older than the bid-time threshold.
    await t.db.execute(
      sql`update bids set created_date = created_date - interval '1 minute' where lot_id = ${lotId}`,
    );
    await t.db.execute(
      sql`update lot_events set created_at = created_at - interval '1 minute' where lot_id = ${lotId} and event = 4`,
    );
    const stopped = await send('PUT', `/api/lots/${lotId}/stop`, host.token);
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as { stopped: boolean }).stopped).toBe(true);
    await server.stop('SIGKILL');
    const [lot] = await queryRows<{ seq: string | number; cursor: string | number | null }>(
      t.db,
      sql`select l.seq, c.seq as cursor from lots l left join lot_event_cursors c on c.lot_id = l.id
        where l.id = ${lotId}`,
    );
    expect(Number(lot!.cursor ?? 0)).toBeLessThan(Number(lot!.seq));
    expect(await count(sql`select count(*) as n from notifications where lot_id = ${lotId}`)).toBe(0);

    // 2. A process that dies inside its first drain, after queuing the jobs and before the commit.
    await expect(startServerProcess(env('kill-in-drain'))).rejects.toThrow(/exited/);
    const lotJobs = sql`select count(*) as n from pgboss.job where (data->>'lotId')::int = ${lotId}`;
    expect(await count(lotJobs)).toBe(0);
    expect(
      await count(sql`select count(*) as n from lot_event_cursors where lot_id = ${lotId} and seq > 0`),
    ).toBe(0);

    // 3. A healthy process drains the lot and delivers.
    server = await startServerProcess(env());
    const sentOf = (userId: number, kind: string) =>
      count(sql`select count(*) as n from notification_deliveries d join notifications n on n.id = d.notification_id
        where n.user_id = ${userId} and n.lot_id = ${lotId} and n.kind = ${kind} and d.status = 'sent'`);
    await until('the outbid and won alerts on every channel', async () =>
      (await sentOf(loser.id, 'Outbid')) === 3 && (await sentOf(winner.id, 'Won')) === 3 ? true : undefined,
    );
    await until('the lot.started and lot.stopped webhooks', async () =>
      hooks.filter((hook) => hook.body.includes(`"lotId":"${lotId}"`)).length >= 2 ? true : undefined,
    );
    await until('every due job of the lot to finish (reminders wait for their deadlines)', async () =>
      (await count(sql`select count(*) as n from pgboss.job where (data->>'lotId')::int = ${lotId}
        and state not in ('completed', 'cancelled', 'failed') and start_after <= now()`)) === 0
        ? true
        : undefined,
    );

    const check = async () => {
      const alerts = await queryRows<{ user_id: number; kind: string }>(
        t.db,
        sql`select user_id, kind from notifications where lot_id = ${lotId} and kind in ('Outbid', 'Won')
          order by kind`,
      );
      expect(alerts.map((row) => [Number(row.user_id), row.kind])).toEqual([
        [loser.id, 'Outbid'],
        [winner.id, 'Won'],
      ]);
      expect(await sentOf(loser.id, 'Outbid')).toBe(3);
      expect(await sentOf(winner.id, 'Won')).toBe(3);
      const emails = await queryRows<{ recipient: string; subject: string | null }>(
        t.db,
        sql`select o.recipient, o.subject from dev_outbox o join users u on u.email = o.recipient
          where o.channel = 'email' and u.id in (${loser.id}, ${winner.id})`,
      );
      expect(emails.filter((mail) => mail.subject?.startsWith('You were outbid'))).toHaveLength(1);
      expect(emails.filter((mail) => mail.subject?.startsWith('You won'))).toHaveLength(1);
      const events = hooks
        .filter((hook) => hook.body.includes(`"lotId":"${lotId}"`))
        .map((hook) => String(hook.headers['x-bidright-event']))
        .sort();
      expect(events).toEqual(['lot.started', 'lot.stopped']);
      const stoppedHook = hooks.find((hook) => hook.headers['x-bidright-event'] === 'lot.stopped')!;
      expect(JSON.parse(stoppedHook.body).data.winner).toMatchObject({ amount: 101_000 });
    };
    await check();

    // 4. Killed again and restarted: its start drains nothing new and sends nothing twice.
    await server.stop('SIGKILL');
    server = await startServerProcess(env());
    const [after] = await queryRows<{ seq: string | number; cursor: string | number }>(
      t.db,
      sql`select l.seq, c.seq as cursor from lots l join lot_event_cursors c on c.lot_id = l.id where l.id = ${lotId}`,
    );
    expect(Number(after!.cursor)).toBe(Number(after!.seq));
    expect(
      await count(sql`select count(*) as n from pgboss.job where (data->>'lotId')::int = ${lotId}
        and state not in ('completed', 'cancelled', 'failed') and start_after <= now()`),
    ).toBe(0);
    await check();
    await server.stop();
  }, 300_000);
});
