import { LOGIN_CLIENTS } from '@bidright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo-data';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app';

/**
 * Lists, counts and lookups against the demo data: 'Lakeshore Auction Group' has a live manual and a live
 * auto auction, two upcoming and two completed ones; 'Prairie State Auctions' has none.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

function call(method: 'GET' | 'POST', url: string, who: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens[who]!), payload });
}

type Row = {
  id: string;
  startTime: string;
  type: string;
  startType: string;
  lotCount: number;
  isPublished: boolean;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { dataDir: t.dataDir });
  for (const userName of ['auctioneer', 'employee', 'prairie', 'bidder1', 'client']) {
    tokens[userName] = (await loginAs(t.app, userName)).access_token;
  }
  tokens.admin = (await loginAs(t.app, 'admin', undefined, { clientId: LOGIN_CLIENTS.admin })).access_token;
});
afterAll(async () => t?.close());

describe('GET /api/auctions/statuscount', () => {
  it("counts the company's auctions per tab", async () => {
    const counts = { live: 2, upcoming: 3, completed: 3, cancelled: 0 };
    expect((await call('GET', '/api/auctions/statuscount', 'auctioneer')).json()).toEqual(counts);
    expect((await call('GET', '/api/auctions/statuscount', 'employee')).json()).toEqual(counts);
    expect((await call('GET', '/api/auctions/statuscount', 'admin')).json()).toEqual(counts);
    expect((await call('GET', '/api/auctions/statuscount', 'prairie')).json()).toEqual({
      live: 0,
      upcoming: 0,
      completed: 0,
      cancelled: 0,
    });
  });

  it('refuses bidders and clients', async () => {
    expect((await call('GET', '/api/auctions/statuscount', 'bidder1')).statusCode).toBe(403);
    expect((await call('GET', '/api/auctions/statuscount', 'client')).statusCode).toBe(403);
  });
});

describe('POST /api/auctions/list', () => {
  it('lists each tab, startTime descending by default, with lot counts and the published flag', async () => {
    const totals: Record<string, number> = {};
    for (const listType of ['Live', 'Upcoming', 'Completed', 'Cancelled']) {
      const response = await call('POST', '/api/auctions/list', 'auctioneer', { listType });
      expect(response.statusCode).toBe(200);
      const { data, total } = response.json<{ data: Row[]; total: number }>();
      totals[listType] = total;
      expect(data).toHaveLength(total);
      const starts = data.map((row) => row.startTime);
      expect(starts).toEqual([...starts].sort().reverse());
    }
    expect(totals).toEqual({ Live: 2, Upcoming: 3, Completed: 3, Cancelled: 0 });

    const upcoming = (
      await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Upcoming' })
    ).json();
    expect(upcoming.data.map((row: Row) => [row.type, row.startType, row.lotCount, row.isPublished])).toEqual(
      [
        ['Online', 'Manual', 1, true],
        ['Online', 'Auto', 1, true],
        ['InPerson', 'Manual', 12, true],
      ],
    );
    const live = (await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Live' })).json();
    expect(live.data.map((row: Row) => row.lotCount).sort()).toEqual([2, 3]);
  });

  it('filters by type, start type and day, sorts and pages', async () => {
    const online = await call('POST', '/api/auctions/list', 'auctioneer', {
      listType: 'Completed',
      type: ['Online'],
    });
    expect(online.json().data.map((row: Row) => row.type)).toEqual(['Online', 'Online']);
    const manual = await call('POST', '/api/auctions/list', 'auctioneer', {
      listType: 'Live',
      startType: 'Manual',
    });
    expect(manual.json().data.map((row: Row) => row.startType)).toEqual(['Manual']);

    const all = (await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Upcoming' })).json()
      .data;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
      new Date(all[1].startTime),
    );
    const byDay = await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Upcoming', date: day });
    expect(byDay.json().data.map((row: Row) => row.id)).toEqual([all[1].id]);

    const ascending = await call('POST', '/api/auctions/list', 'auctioneer', {
      listType: 'Upcoming',
      sorter: { field: 'startTime', order: 'ascend' },
    });
    expect(ascending.json().data.map((row: Row) => row.id)).toEqual([all[2].id, all[1].id, all[0].id]);

    const page2 = await call('POST', '/api/auctions/list', 'auctioneer', {
      listType: 'Upcoming',
      pagination: { current: 2, pageSize: 1 },
    });
    expect(page2.json()).toMatchObject({ total: 3, data: [{ id: all[1].id }] });

    const search = await call('POST', '/api/auctions/list', 'auctioneer', {
      listType: 'Upcoming',
      search: all[0].id,
    });
    expect(search.json().data.map((row: Row) => row.id)).toEqual([all[0].id]);
    const byLocation = await call('POST', '/api/auctions/list', 'auctioneer', {
      listType: 'Upcoming',
      search: 'skokie',
    });
    expect(byLocation.json().total).toBe(1);
  });

  it('shows other companies nothing and answers bad tabs with 400', async () => {
    expect((await call('POST', '/api/auctions/list', 'prairie', { listType: 'Live' })).json()).toEqual({
      data: [],
      total: 0,
    });
    expect((await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Soon' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/auctions/list', 'bidder1', { listType: 'Live' })).statusCode).toBe(403);
  });
});

describe('GET /api/auctions/lookup', () => {
  it('answers the unstarted auctions, soonest first', async () => {
    const rows = (await call('GET', '/api/auctions/lookup', 'auctioneer')).json();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      startTime: expect.any(String),
      stopTime: expect.any(String),
      isStarted: false,
    });
    expect(rows[0].startTime < rows[1].startTime).toBe(true);
    expect(rows[1].startTime < rows[2].startTime).toBe(true);
    expect((await call('GET', '/api/auctions/lookup', 'prairie')).json()).toEqual([]);
  });
});

describe('POST /api/lots/list/auctionhost', () => {
  it("lists the host's lots per auction status with address, opening price and winner", async () => {
    const live = (await call('POST', '/api/lots/list/auctionhost', 'auctioneer', { isLive: true })).json();
    expect(live.total).toBe(5);
    expect(live.data[0]).toMatchObject({
      openingPrice: expect.any(Number),
      lotStatus: 'Listed',
      streetLine1: expect.any(String),
      city: expect.any(String),
      auction: { status: 'Live' },
    });
    const upcoming = (
      await call('POST', '/api/lots/list/auctionhost', 'auctioneer', { isUpcoming: true })
    ).json();
    expect(upcoming.total).toBe(14);
    const starts = upcoming.data.map((row: { auctionStartTime: string }) => row.auctionStartTime);
    expect(starts).toEqual([...starts].sort());
    const completed = (
      await call('POST', '/api/lots/list/auctionhost', 'auctioneer', {
        isCompleted: true,
        pagination: { current: 1, pageSize: 10 },
        sorter: { field: 'winnerBidAmount', order: 'descend' },
      })
    ).json();
    expect(completed.total).toBe(5);
    const amounts = completed.data.map(
      (row: { winnerBidAmount: number | null }) => row.winnerBidAmount ?? -1,
    );
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    expect(completed.data).toContainEqual(
      expect.objectContaining({
        winnerBidAmount: 112_500,
        winnerBidPaddleNumber: expect.any(Number),
        winnerName: expect.any(String),
        lotStatus: 'PendingTransaction',
      }),
    );
    const paged = (
      await call('POST', '/api/lots/list/auctionhost', 'auctioneer', {
        isCompleted: true,
        pagination: { current: 2, pageSize: 3 },
      })
    ).json();
    expect(paged).toMatchObject({ total: 5 });
    expect(paged.data).toHaveLength(2);
    expect((await call('POST', '/api/lots/list/auctionhost', 'prairie', { isLive: true })).json()).toEqual({
      data: [],
      total: 0,
    });
    expect((await call('POST', '/api/lots/list/auctionhost', 'bidder1', { isLive: true })).statusCode).toBe(
      403,
    );
  });
});

describe('seeded auction detail and streams', () => {
  it('shows the live manual auction with its stream to staff and to a bidder', async () => {
    const live = (
      await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Live', startType: 'Manual' })
    ).json().data[0];
    const detail = (await call('GET', `/api/auctions/${live.id}`, 'auctioneer')).json();
    expect(detail).toMatchObject({
      status: 'Live',
      isOpen: true,
      hostName: 'Lakeshore Auction Group',
      canInitiateGrpc: true,
      estimatedDuration: { hours: 3, minutes: 0 },
    });
    expect((await call('GET', `/api/auctions/${live.id}`, 'prairie')).statusCode).toBe(403);
    const streams = (await call('GET', `/api/auctions/${live.id}/streams`, 'bidder1')).json();
    expect(streams).toEqual([
      expect.objectContaining({ url: 'https://www.youtube.com/watch?v=jfKfPfyJRdk', status: 'Live' }),
    ]);
  });

  it('reports the completed auctions as finished and not stream-capable', async () => {
    const completed = (
      await call('POST', '/api/auctions/list', 'auctioneer', { listType: 'Completed' })
    ).json().data;
    for (const row of completed) {
      const detail = (await call('GET', `/api/auctions/${row.id}`, 'auctioneer')).json();
      expect(detail).toMatchObject({
        status: 'Completed',
        isFinished: true,
        isOpen: false,
        canInitiateGrpc: false,
      });
      expect(detail.auctionBidders.length).toBeGreaterThan(0);
    }
  });
});
