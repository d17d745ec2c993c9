import { formatHostDateTime } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { createAuction, createBidder, createHost, createLot, joinLot } from '../../test/live-fixtures';
import { call } from '../lots/test/test-kit';
import { wonLot } from '../winnings/test/winnings-test-kit';
import { LOT_POSTPONED_JOB, LOT_PUBLISHED_JOB } from './alert-jobs';
import { alertLotPostponed, alertSavedFilterMatches } from './listing-alerts';
import { alertTestKit } from './test/alert-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { drain, queuedJobs, alertsOf, outboxOf, emailOf } = alertTestKit(() => t);

const timeZoneOf = async (companyId: number) =>
  (
    await queryRows<{ time_zone: string }>(t.db, sql`select time_zone from companies where id = ${companyId}`)
  )[0]!.time_zone;

describe('postponed and cancelled lots', () => {
  async function upcomingLotWithAudience() {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 3 * 86_400_000) });
    const lotId = await createLot(t.db, host, auctionId);
    const pinner = await createBidder(t);
    const registered = await createBidder(t);
    const stranger = await createBidder(t);
    expect((await call(t, 'GET', `/api/bidders/pin/${lotId}`, pinner.token)).statusCode).toBe(200);
    await joinLot(t, registered, auctionId, lotId, 20_000);
    return { host, auctionId, lotId, pinner, registered, stranger };
  }

  it('tells the bidders who pinned or registered for the lot, with the new date, once per postponement', async () => {
    const lot = await upcomingLotWithAudience();
    const continuance = new Date(Date.now() + 10 * 86_400_000);
    const postponed = await call(t, 'PUT', `/api/lots/${lot.lotId}/postpone`, lot.host.token, {
      isPostpone: true,
      date: continuance.toISOString(),
    });
    expect(postponed.statusCode, postponed.body).toBe(200);
    // The use case queued the job before it answered.
    expect(await queuedJobs(LOT_POSTPONED_JOB, lot.lotId)).toBe(1);
    await drain(t.app);
    const expected = `The sale was postponed to ${formatHostDateTime(continuance, await timeZoneOf(lot.host.companyId))}.`;
    for (const bidder of [lot.pinner, lot.registered]) {
      const alerts = await alertsOf(bidder.id, 'LotPostponed');
      expect(alerts.map((a) => a.body)).toEqual([expected]);
      expect(alerts[0]!.title).toMatch(/ was postponed$/);
    }
    expect(await alertsOf(lot.stranger.id, 'LotPostponed')).toEqual([]);

    // Lifting the postponement tells nobody; the job of a postponement lifted before it ran tells nobody.
    const lifted = await call(t, 'PUT', `/api/lots/${lot.lotId}/postpone`, lot.host.token, {
      isPostpone: false,
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await queuedJobs(LOT_POSTPONED_JOB, lot.lotId)).toBe(1);
    await drain(t.app);
    expect(await alertsOf(lot.pinner.id, 'LotPostponed')).toHaveLength(1);
  });

  it('cancelling the case cancels its lots for sale and tells their bidders once', async () => {
    const lot = await upcomingLotWithAudience();
    const cancelled = await call(
      t,
      'PUT',
      `/api/cases/${lot.host.caseId}/updatestatus/Cancelled`,
      lot.host.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await queryRows<{ lot_status: string }>(
      t.db,
      sql`select lot_status from lots where id = ${lot.lotId}`,
    );
    expect(row!.lot_status).toBe('Cancelled');
    expect(await queuedJobs(LOT_POSTPONED_JOB, lot.lotId)).toBe(1);
    await drain(t.app);
    for (const bidder of [lot.pinner, lot.registered]) {
      const alerts = await alertsOf(bidder.id, 'LotPostponed');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({
        occurrence: 'cancelled',
        body: 'The sale of this lot was cancelled.',
      });
      expect(alerts[0]!.title).toMatch(/ was cancelled$/);
    }
    expect(await alertsOf(lot.stranger.id, 'LotPostponed')).toEqual([]);
    // The bidders' search shows it cancelled; joining it is refused.
    const listed = await call(t, 'POST', '/api/lots/list/bidder', lot.pinner.token, { showCancelled: true });
    expect(listed.json().data.map((l: { lotId: string }) => l.lotId)).toContain(String(lot.lotId));
    // The job again (a retry, another process): nothing new.
    await alertLotPostponed(t.db, t.app.jobs, { lotId: lot.lotId, change: 'cancelled' });
    await drain(t.app);
    expect(await alertsOf(lot.registered.id, 'LotPostponed')).toHaveLength(1);
  });

  it('leaves sold and started lots of a cancelled case alone', async () => {
    const sale = await wonLot(t);
    await drain(t.app);
    const lotStatus = async () =>
      (
        await queryRows<{ lot_status: string }>(
          t.db,
          sql`select lot_status from lots where id = ${sale.lotId}`,
        )
      )[0]!.lot_status;
    const before = await lotStatus();
    expect(
      (await call(t, 'PUT', `/api/cases/${sale.host.caseId}/updatestatus/Cancelled`, sale.host.token))
        .statusCode,
    ).toBe(200);
    expect(await lotStatus()).toBe(before);
    expect(await queuedJobs(LOT_POSTPONED_JOB, sale.lotId)).toBe(0);
  });
});

describe('saved filter matches', () => {
  async function saveFilter(bidder: { token: string }, name: string, savedFilter: object) {
    const saved = await call(t, 'POST', '/api/bidders/filters', bidder.token, { name, savedFilter });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it('tells each bidder whose saved filter finds a newly published lot, once, however many filters match', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startTime: new Date(Date.now() + 5 * 86_400_000) });
    const lotId = await createLot(t.db, host, auctionId, { status: 'Draft' });
    await t.db.execute(sql`update properties set city = 'Oak Park' where lot_id = ${lotId}`);
    const twice = await createBidder(t);
    const once = await createBidder(t);
    const elsewhere = await createBidder(t);
    const tooEarly = await createBidder(t);
    const stale = await createBidder(t);
    await saveFilter(twice, 'Oak Park', { search: 'oak park' });
    await saveFilter(twice, 'Everything', {});
    await saveFilter(once, 'Upcoming in Oak Park', {
      search: 'Oak Park',
      beginDate: new Date().toISOString(),
    });
    await saveFilter(elsewhere, 'Springfield', { search: 'Springfield' });
    await saveFilter(tooEarly, 'This week', {
      search: 'Oak Park',
      endDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // A filter naming an attribute that no longer exists is skipped (the list call would refuse it too).
    await t.db.execute(sql`insert into bidder_filters (bidder_id, name, saved_filter)
      values (${stale.id}, 'Old', ${JSON.stringify({ searchAttributes: [{ name: 'Gone', values: ['x'] }] })}::jsonb)`);

    // Still a draft: nobody hears; the draft is in nobody's search.
    await drain(t.app);
    expect(await queuedJobs(LOT_PUBLISHED_JOB, lotId)).toBe(0);

    const published = await call(t, 'PUT', `/api/lots/${lotId}/list`, host.token);
    expect(published.statusCode, published.body).toBe(200);
    expect(await queuedJobs(LOT_PUBLISHED_JOB, lotId)).toBe(1);
    await drain(t.app);

    const told = await alertsOf(twice.id, 'SavedFilterMatch');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ occurrence: 'lot-published' });
    expect(told[0]!.title).toMatch(/^New lot matching "Oak Park": .*Oak Park$/);
    const start = (
      await queryRows<{ start_time: string }>(
        t.db,
        sql`select start_time from auctions where id = ${auctionId}`,
      )
    )[0]!.start_time;
    expect(told[0]!.body).toBe(
      `A new lot matches your saved filter "Oak Park". The auction starts ${formatHostDateTime(start, await timeZoneOf(host.companyId))}.`,
    );
    const [item] = (await call(t, 'GET', '/api/notifications', twice.token)).json().data;
    expect(item).toMatchObject({ kind: 'SavedFilterMatch', link: `/details/${lotId}`, lotId: String(lotId) });
    expect(await alertsOf(once.id, 'SavedFilterMatch')).toHaveLength(1);
    for (const bidder of [elsewhere, tooEarly, stale])
      expect(await alertsOf(bidder.id, 'SavedFilterMatch')).toEqual([]);

    // The job again (a retry, a restart, another process): nothing new.
    await alertSavedFilterMatches(t.db, t.app.jobs, { lotId });
    await drain(t.app);
    expect(await alertsOf(twice.id, 'SavedFilterMatch')).toHaveLength(1);
    const { email } = await emailOf(twice.id);
    expect((await outboxOf(email)).filter((m) => m.subject?.startsWith('New lot matching'))).toHaveLength(1);
  });
});
