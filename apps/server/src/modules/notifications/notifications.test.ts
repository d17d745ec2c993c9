import { encodePushToken } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { queuedLotAlerts } from '../../jobs/lot-alerts-port';
import { createTestApp, type TestApp } from '../../test/app';
import { bid, createBidder, createHost } from '../../test/live-fixtures';
import { call } from '../lots/test/test-kit';
import { wonLot } from '../winnings/test/winnings-test-kit';
import { LOT_POSTPONED_JOB, LOT_PUBLISHED_JOB, REMINDER_JOB, SETTLEMENT_STEP_JOB } from './alert-jobs';
import { alertTestKit } from './test/alert-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { drain, queuedJobs, outbidNow, alertsOf, outboxOf, openLotWithTwo, emailOf } = alertTestKit(() => t);

describe('the LotAlerts port', () => {
  it('queues one keyed job per change on the caller’s transaction: a rolled-back change queues nothing', async () => {
    const alerts = queuedLotAlerts(t.app.jobs);
    const lotId = 2_000_000_000;
    const inTx = (work: (tx: Db) => Promise<void>) => t.db.transaction((txn) => work(txn as unknown as Db));
    const at = new Date();
    await inTx(async (tx) => {
      await alerts.lotPublished(tx, lotId);
      await alerts.lotPublished(tx, lotId);
      await alerts.lotPostponed(tx, lotId, at);
    });
    await inTx(async (tx) => {
      await alerts.lotPostponed(tx, lotId, at);
      await alerts.lotPostponed(tx, lotId, new Date(at.getTime() + 1000));
      await alerts.settlementStep(tx, lotId, 'DepositReceived');
      await alerts.settlementStep(tx, lotId, 'DepositReceived');
    });
    expect(await queuedJobs(LOT_PUBLISHED_JOB, lotId)).toBe(1);
    expect(await queuedJobs(LOT_POSTPONED_JOB, lotId)).toBe(2);
    expect(await queuedJobs(SETTLEMENT_STEP_JOB, lotId)).toBe(1);

    // The change fails after telling the port: its job goes with it.
    await expect(
      inTx(async (tx) => {
        await alerts.lotCancelled(tx, lotId);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queuedJobs(LOT_POSTPONED_JOB, lotId)).toBe(2);
    // A queue that cannot take the job fails the change instead of losing its alert.
    const broken = queuedLotAlerts({ ...t.app.jobs, send: () => Promise.reject(new Error('queue down')) });
    await expect(inTx((tx) => broken.lotCancelled(tx, lotId))).rejects.toThrow('queue down');
    await t.db.execute(sql`delete from pgboss.job where (data->>'lotId')::int = ${lotId}`);
  });
});

describe('notification routes', () => {
  it('lists my alerts with the unread count, marks them read, and keeps others out', async () => {
    const lot = await openLotWithTwo();
    await bid(t, lot.first, lot.auctionId, lot.lotId, 100_500);
    await bid(t, lot.second, lot.auctionId, lot.lotId, 101_000);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    await call(t, 'PUT', '/api/notifications/readall', lot.first.token);
    await bid(t, lot.first, lot.auctionId, lot.lotId, 101_500);
    await bid(t, lot.second, lot.auctionId, lot.lotId, 102_000);
    await outbidNow(t.db, t.app.jobs, lot.lotId);
    await drain(t.app);
    const list = await call(t, 'GET', '/api/notifications', lot.first.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().unreadCount).toBe(1);
    const [item] = list.json().data;
    expect(item).toMatchObject({
      kind: 'Outbid',
      isRead: false,
      lotId: String(lot.lotId),
      link: `/details/${lot.lotId}`,
    });
    expect((await call(t, 'PUT', `/api/notifications/${item.id}/read`, lot.second.token)).statusCode).toBe(
      404,
    );
    const read = await call(t, 'PUT', `/api/notifications/${item.id}/read`, lot.first.token);
    expect(read.json().unreadCount).toBe(0);
    const theirs = (await call(t, 'GET', '/api/notifications', lot.second.token)).json().data;
    expect(theirs.map((n: { id: string }) => n.id)).not.toContain(item.id);
    expect((await call(t, 'PUT', '/api/notifications/readall', lot.first.token)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('refuses a bad preference body', async () => {
    const bidder = await createBidder(t);
    const bad = await call(t, 'PUT', '/api/notifications/preferences', bidder.token, {
      preferences: [{ kind: 'Nope', channel: 'sms', enabled: false }],
    });
    expect(bad.statusCode).toBe(400);
    const twice = await call(t, 'PUT', '/api/notifications/preferences', bidder.token, {
      preferences: [
        { kind: 'Outbid', channel: 'sms', enabled: false },
        { kind: 'Outbid', channel: 'sms', enabled: true },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/notifications/preferences', bidder.token)).json()).toEqual([]);
  });

  it('lets each role switch only the alerts it receives', async () => {
    const bidder = await createBidder(t);
    const host = await createHost(t);
    const staffOnly = await call(t, 'PUT', '/api/notifications/preferences', bidder.token, {
      preferences: [
        { kind: 'Outbid', channel: 'email', enabled: false },
        { kind: 'HostPastDue', channel: 'email', enabled: false },
      ],
    });
    expect(staffOnly.statusCode).toBe(400);
    expect(staffOnly.json()).toEqual({
      message: '"Payments past due" alerts do not apply to your account.',
      code: 'INVALID_REQUEST',
      errors: { 'preferences.1.kind': '"Payments past due" alerts do not apply to your account.' },
    });
    // Nothing of the refused body was saved.
    expect((await call(t, 'GET', '/api/notifications/preferences', bidder.token)).json()).toEqual([]);

    const bidderKind = await call(t, 'PUT', '/api/notifications/preferences', host.token, {
      preferences: [{ kind: 'Outbid', channel: 'sms', enabled: false }],
    });
    expect(bidderKind.statusCode).toBe(400);
    expect(bidderKind.json().message).toBe('"Outbid" alerts do not apply to your account.');
    const saved = await call(t, 'PUT', '/api/notifications/preferences', host.token, {
      preferences: [{ kind: 'HostPastDue', channel: 'email', enabled: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual([{ kind: 'HostPastDue', channel: 'email', enabled: false }]);
    expect((await call(t, 'GET', '/api/notifications/preferences', host.token)).json()).toEqual([
      { kind: 'HostPastDue', channel: 'email', enabled: false },
    ]);
  });

  it('sends a staff member no e-mail for past-due payments once they switched it off', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    const off = await call(t, 'PUT', '/api/notifications/preferences', sale.host.token, {
      preferences: [{ kind: 'HostPastDue', channel: 'email', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    // Both deadlines have passed (a reminder run before its deadline waits for it).
    await t.db.execute(
      sql`update lots set winner_created_date = now() - interval '3 days' where id = ${sale.lotId}`,
    );
    await t.db.execute(sql`update pgboss.job set start_after = now() where name = ${REMINDER_JOB}
      and (data->>'lotId')::int = ${sale.lotId} and state = 'created'`);
    await drain(t.app);
    const staff = await alertsOf(sale.host.auctioneerId, 'HostPastDue');
    expect(staff.map((a) => a.title.split(':')[0]).sort()).toEqual(['Deposit past due', 'Payment past due']);
    const { email } = await emailOf(sale.host.auctioneerId);
    expect((await outboxOf(email)).filter((m) => m.subject?.includes('past due'))).toEqual([]);
  });

  it('registers a device push subscription once per endpoint and refuses garbage', async () => {
    const bidder = await createBidder(t);
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'BPublicKeyOfTheDevice', auth: 'authsecret' },
    };
    const token = encodePushToken(subscription);
    for (let i = 0; i < 2; i += 1)
      expect((await call(t, 'PUT', `/updatepushnotificationkey/${token}`, bidder.token)).json()).toEqual({
        ok: true,
      });
    const rows = await queryRows(
      t.db,
      sql`select user_id from push_subscriptions where endpoint = ${subscription.endpoint}`,
    );
    expect(rows).toEqual([{ user_id: bidder.id }]);
    expect(
      (await call(t, 'PUT', '/updatepushnotificationkey/not-a-subscription', bidder.token)).statusCode,
    ).toBe(400);
    expect((await call(t, 'PUT', `/updatepushnotificationkey/${token}`)).statusCode).toBe(401);
    const key = await call(t, 'GET', '/api/notifications/pushkey', bidder.token);
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });
});
