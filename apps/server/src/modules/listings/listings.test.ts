import type { TListingPage, TPublicLotPage, TSavedFilter } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { seedDemoData } from '../../seed/demo-data';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { call } from '../lots/test/test-kit';
import { matchesSavedFilter } from './bidder-lot-query';

let t: TestApp;
let bidder1: string;
let bidder2: string;
let bidder1Id: number;
let auctioneer: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { dataDir: t.dataDir });
  bidder1 = (await loginAs(t.app, 'bidder1')).access_token;
  bidder2 = (await loginAs(t.app, 'bidder2')).access_token;
  auctioneer = (await loginAs(t.app, 'auctioneer')).access_token;
  const [row] = await queryRows<{ id: number }>(t.db, sql`select id from users where user_name = 'bidder1'`);
  bidder1Id = Number(row?.id);
}, 60_000);
afterAll(() => t.close());

const search = async (body: Record<string, unknown>, token = bidder1) => {
  const response = await call(t, 'POST', '/api/lots/list/bidder', token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TListingPage>();
};

describe('route shadowing: each static list path reaches its own handler', () => {
  it.each([
    ['POST', '/api/lots/list/public', undefined, {}],
    ['POST', '/api/lots/list/bidder', 'bidder', {}],
    ['POST', '/api/lots/list/live', 'bidder', {}],
    ['GET', '/api/lots/listpinned/bidder', 'bidder', undefined],
    ['GET', '/api/lots/listupcoming/bidder', 'bidder', undefined],
    ['POST', '/api/bidders/filters/list', 'bidder', {}],
  ] as const)('%s %s', async (method, url, who, body) => {
    const response = await call(t, method, url, who ? bidder1 : undefined, body);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json();
    // The lots area's /api/lots/{lotId}/{auctionId} would have answered 400 or 401, never a list.
    expect(Array.isArray(json) || Array.isArray(json.data)).toBe(true);
  });
});

describe('POST /api/lots/list/public (anonymous)', () => {
  it('pages each tab with only public facts and no test or draft lots', async () => {
    const seen = new Set<string>();
    for (const tab of ['upcoming', 'today', 'completed', 'cancelled'] as const) {
      const first = (
        await call(t, 'POST', '/api/lots/list/public', undefined, {
          tab,
          pagination: { current: 1, pageSize: 2 },
        })
      ).json<TPublicLotPage>();
      expect(first.data.length).toBeLessThanOrEqual(2);
      for (const lot of first.data) {
        seen.add(lot.id);
        expect(lot.lotStatus).not.toBe('Draft');
        expect(Object.keys(lot)).not.toContain('winnerName');
      }
      if (first.total > 2) {
        const second = (
          await call(t, 'POST', '/api/lots/list/public', undefined, {
            tab,
            pagination: { current: 2, pageSize: 2 },
          })
        ).json<TPublicLotPage>();
        expect(second.data.map((l) => l.id)).not.toEqual(first.data.map((l) => l.id));
      }
    }
    const cancelled = (
      await call(t, 'POST', '/api/lots/list/public', undefined, { isCancelled: true })
    ).json<TPublicLotPage>();
    expect(cancelled.total).toBeGreaterThan(0);
    expect(cancelled.data.every((lot) => lot.lotStatus === 'Cancelled')).toBe(true);
    const completed = (
      await call(t, 'POST', '/api/lots/list/public', undefined, { isCompleted: true })
    ).json<TPublicLotPage>();
    expect(completed.total).toBeGreaterThan(0);
    const stops = completed.data.map((lot) => lot.auctionStartTime);
    expect([...stops].sort().reverse()).toEqual(stops);
    expect(completed.data.some((lot) => lot.caseSalesPrice !== null)).toBe(true);
    const upcoming = (
      await call(t, 'POST', '/api/lots/list/public', undefined, { isUpComing: true })
    ).json<TPublicLotPage>();
    const starts = upcoming.data.map((lot) => lot.auctionStartTime);
    expect([...starts].sort()).toEqual(starts);
    expect(upcoming.data.every((lot) => new Date(lot.auctionStartTime) > new Date())).toBe(true);
  });

  it('answers the featured carousel and searches by text', async () => {
    const featured = (
      await call(t, 'POST', '/api/lots/list/public', undefined, { showFeatured: true })
    ).json<TPublicLotPage>();
    expect(featured.total).toBeGreaterThan(0);
    const found = (
      await call(t, 'POST', '/api/lots/list/public', undefined, { isUpComing: true, search: 'Evanston' })
    ).json<TPublicLotPage>();
    expect(found.data.every((lot) => lot.city === 'Evanston')).toBe(true);
  });

  it('excludes test auctions', async () => {
    await t.db.execute(
      sql`update auctions set is_test = true where id = (select auction_id from lots where lot_status = 'Cancelled' limit 1)`,
    );
    const cancelled = (
      await call(t, 'POST', '/api/lots/list/public', undefined, { isCancelled: true })
    ).json<TPublicLotPage>();
    expect(cancelled.total).toBe(0);
    // A bidder still sees the lot, tagged Mock Auction.
    const mine = await search({ showCancelled: true });
    expect(mine.data.some((lot) => lot.auctionIsTest)).toBe(true);
    await t.db.execute(sql`update auctions set is_test = false`);
  });

  it('refuses bad input with 400', async () => {
    const bad = await call(t, 'POST', '/api/lots/list/public', undefined, { tab: 'past' });
    expect(bad.statusCode).toBe(400);
    const page = await call(t, 'POST', '/api/lots/list/public', undefined, {
      pagination: { current: 1, pageSize: 1000 },
    });
    expect(page.statusCode).toBe(400);
  });
});

describe('POST /api/lots/list/bidder', () => {
  it('needs a bidder', async () => {
    expect((await call(t, 'POST', '/api/lots/list/bidder', undefined, {})).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/lots/list/bidder', auctioneer, {})).statusCode).toBe(403);
  });

  it('filters by text, attributes, a polygon, a circle and pins, and pages and sorts', async () => {
    const all = await search({ pagination: { current: 1, pageSize: 100 } });
    expect(all.total).toBeGreaterThan(10);
    expect(all.data.every((lot) => lot.lotStatus !== 'Draft')).toBe(true);
    // Photos come with each card, the main one first.
    expect(all.data.every((lot) => lot.property.images.length > 0)).toBe(true);
    expect(
      all.data.every(
        (lot) => lot.property.images[0]?.isMain && lot.property.images[0].url.includes(lot.property.id),
      ),
    ).toBe(true);

    const evanston = await search({ search: 'evanston' });
    expect(evanston.total).toBeGreaterThan(0);
    expect(evanston.data.every((lot) => lot.property.city === 'Evanston')).toBe(true);

    // Text also finds the host's name and a case number.
    const byHost = await search({ search: 'lakeshore auction', pagination: { pageSize: 100 } });
    expect(byHost.total).toBeGreaterThan(0);
    expect(byHost.data.every((lot) => lot.auctionHostName === 'Lakeshore Auction Group')).toBe(true);
    const caseNumber = all.data[0]!.caseNumber;
    const byCase = await search({ search: caseNumber.toLowerCase() });
    expect(byCase.data.map((lot) => lot.caseNumber)).toContain(caseNumber);

    const big = await search({
      searchAttributes: [{ name: 'BedroomCount', min: 4 }],
      pagination: { pageSize: 100 },
    });
    expect(big.total).toBeGreaterThan(0);
    expect(big.total).toBeLessThan(all.total);
    const [bedroomsOf] = [
      async (propertyId: string) =>
        Number(
          (
            await queryRows<{ value: string }>(
              t.db,
              sql`select v.value from property_attribute_values v join property_attributes a on a.id = v.attribute_id
                where a.name = 'BedroomCount' and v.property_id = ${Number(propertyId)}`,
            )
          )[0]?.value,
        ),
    ];
    for (const lot of big.data) expect(await bedroomsOf(lot.property.id)).toBeGreaterThanOrEqual(4);

    // A box around Evanston (polygon) and a 1.5 km circle around 1027 Judson Ave.
    const polygon = [
      { lat: 42.07, lng: -87.73 },
      { lat: 42.07, lng: -87.66 },
      { lat: 42.01, lng: -87.66 },
      { lat: 42.01, lng: -87.73 },
    ];
    const inBox = await search({ polygons: [polygon], pagination: { pageSize: 100 } });
    expect(inBox.total).toBeGreaterThan(0);
    for (const lot of inBox.data) {
      expect(lot.property.latitude!).toBeGreaterThan(42.01);
      expect(lot.property.longitude!).toBeLessThan(-87.66);
    }
    const judson = all.data.find((lot) => lot.property.streetLine1 === '1027 Judson Ave');
    expect(judson).toBeDefined();
    const inCircle = await search({
      circles: [{ lat: judson!.property.latitude!, lng: judson!.property.longitude!, radius: 300 }],
    });
    expect(inCircle.data.map((lot) => lot.id)).toContain(judson!.id);
    expect(inCircle.total).toBeLessThan(inBox.total + 1);

    // Text inside an area (tested on the area's rows) finds exactly the lots both find apart: by address,
    // by host name, and by case number.
    for (const text of ['judson', 'lakeshore auction', judson!.caseNumber]) {
      const byText = await search({ search: text, pagination: { pageSize: 100 } });
      const both = await search({ search: text, polygons: [polygon], pagination: { pageSize: 100 } });
      const inBoxIds = new Set(inBox.data.map((lot) => lot.id));
      expect(both.data.map((lot) => lot.id).sort()).toEqual(
        byText.data
          .filter((lot) => inBoxIds.has(lot.id))
          .map((lot) => lot.id)
          .sort(),
      );
    }
    const judsonInBox = await search({ search: 'judson', polygons: [polygon] });
    expect(judsonInBox.data.map((lot) => lot.id)).toContain(judson!.id);

    // Pinning shows in the Pinned filter and in the pinned list.
    expect((await call(t, 'GET', `/api/bidders/pin/${judson!.id}`, bidder1)).statusCode).toBe(200);
    const pinned = await search({ showPinned: true });
    expect(pinned.data.map((lot) => lot.id)).toEqual([judson!.id]);
    expect(pinned.data[0]?.isPinned).toBe(true);
    expect((await search({ showPinned: true }, bidder2)).total).toBe(0);
    const pinnedList = (await call(t, 'GET', '/api/lots/listpinned/bidder', bidder1)).json<
      TListingPage['data']
    >();
    expect(pinnedList.map((lot) => lot.id)).toEqual([judson!.id]);

    // Sorting and paging.
    const cheap = await search({
      sorter: { field: 'openingPrice', order: 'ascend' },
      pagination: { current: 1, pageSize: 3 },
    });
    const prices = cheap.data.map((lot) => lot.openingPrice);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const page2 = await search({
      sorter: { field: 'openingPrice', order: 'ascend' },
      pagination: { current: 2, pageSize: 3 },
    });
    expect(page2.data[0]!.openingPrice).toBeGreaterThanOrEqual(prices[2]!);
  });

  it('has the quick filters: live, my auctions, completed, cancelled, featured, dates', async () => {
    const live = await search({ showLive: true });
    expect(live.total).toBeGreaterThan(0);
    expect(live.data.every((lot) => lot.status === 'Live')).toBe(true);
    const liveList = (await call(t, 'POST', '/api/lots/list/live', bidder1, {})).json<TListingPage>();
    expect(liveList.total).toBe(live.total);
    const completed = await search({ showCompleted: true });
    expect(completed.data.every((lot) => lot.status === 'Completed')).toBe(true);
    const cancelled = await search({ showCancelled: true });
    expect(cancelled.data.every((lot) => lot.status === 'Cancelled')).toBe(true);
    const featured = await search({ showFeatured: true });
    expect(featured.data.every((lot) => lot.isFeatured)).toBe(true);
    const mine = await search({ showMyAuctions: true, pagination: { pageSize: 100 } });
    expect(mine.data.every((lot) => lot.isRegistered)).toBe(true);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const ahead = await search({ beginDate: future, pagination: { pageSize: 100 } });
    expect(ahead.data.every((lot) => lot.auctionStartTime >= future)).toBe(true);
    // A range that has begun keeps the lots selling now, whenever their auction started: the search opens
    // from the start of the reader's day, and an auction that began before midnight may still run.
    const sinceAMinuteAgo = await search({
      beginDate: new Date(Date.now() - 60_000).toISOString(),
      pagination: { pageSize: 100 },
    });
    const liveIds = (await search({ showLive: true, pagination: { pageSize: 100 } })).data.map(
      (lot) => lot.id,
    );
    expect(liveIds.length).toBeGreaterThan(0);
    expect(sinceAMinuteAgo.data.map((lot) => lot.id)).toEqual(expect.arrayContaining(liveIds));
    expect(
      sinceAMinuteAgo.data.filter(
        (lot) => lot.auctionStartTime < new Date(Date.now() - 60_000).toISOString(),
      ),
    ).toSatisfy((earlier: TListingPage['data']) => earlier.every((lot) => lot.status === 'Live'));
    const upcoming = (await call(t, 'GET', '/api/lots/listupcoming/bidder', bidder1)).json<
      TListingPage['data']
    >();
    expect(upcoming.every((lot) => lot.status === 'Upcoming')).toBe(true);
  });

  it.each([
    [
      'a polygon of 2 points',
      {
        polygons: [
          [
            { lat: 41.9, lng: -87.7 },
            { lat: 41.8, lng: -87.6 },
          ],
        ],
      },
      'at least 3 points',
    ],
    [
      'a self-crossing polygon',
      {
        polygons: [
          [
            { lat: 0, lng: 0 },
            { lat: 1, lng: 1 },
            { lat: 0, lng: 1 },
            { lat: 1, lng: 0 },
          ],
        ],
      },
      'cross itself',
    ],
    [
      'an out-of-range coordinate',
      {
        polygons: [
          [
            { lat: 95, lng: 0 },
            { lat: 1, lng: 1 },
            { lat: 0, lng: 1 },
          ],
        ],
      },
      'Coordinates',
    ],
    ['a negative radius', { circles: [{ lat: 41.9, lng: -87.7, radius: -5 }] }, 'radius'],
    ['an unknown attribute', { searchAttributes: [{ name: 'Pool', min: 1 }] }, 'Unknown attribute: Pool'],
    [
      'dates in the wrong order',
      { beginDate: '2026-12-01T00:00:00Z', endDate: '2026-11-01T00:00:00Z' },
      'begin date',
    ],
    [
      'an interval in the wrong order',
      { searchAttributes: [{ name: 'BedroomCount', min: 5, max: 2 }] },
      'minimum',
    ],
  ])('answers 400 for %s', async (_name, body, message) => {
    const response = await call(t, 'POST', '/api/lots/list/bidder', bidder1, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('saved filters', () => {
  it('saves, names, lists, renames, applies and deletes only the bidder’s own', async () => {
    const before = (await call(t, 'POST', '/api/bidders/filters/list', bidder1, {})).json<{
      data: TSavedFilter[];
    }>();
    const n = before.data.length;
    const created = await call(t, 'POST', '/api/bidders/filters', bidder1, {
      name: '  ',
      savedFilter: {
        searchAttributes: [{ name: 'BedroomCount', min: 3 }],
        circles: [{ lat: 42.04, lng: -87.69, radius: 2000 }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const filter = created.json<TSavedFilter>();
    expect(filter.name).toBe(`Saved filter ${n + 1}`);

    const renamed = await call(t, 'PUT', `/api/bidders/filters/${filter.id}`, bidder1, {
      name: 'North Shore',
    });
    expect(renamed.json<TSavedFilter>().name).toBe('North Shore');

    // Applying the saved filter finds what the same search finds; the shared matcher agrees per lot.
    const results = await search(filter.savedFilter);
    expect(results.total).toBeGreaterThan(0);
    for (const lot of results.data)
      expect(
        await matchesSavedFilter(t.db, {
          bidderId: bidder1Id,
          lotId: Number(lot.id),
          savedFilter: filter.savedFilter,
        }),
      ).toBe(true);
    const outside = (await search({ search: '9145 S Bishop' })).data[0];
    expect(
      await matchesSavedFilter(t.db, {
        bidderId: bidder1Id,
        lotId: Number(outside!.id),
        savedFilter: filter.savedFilter,
      }),
    ).toBe(false);

    // Another bidder neither sees nor changes it.
    const theirs = (await call(t, 'POST', '/api/bidders/filters/list', bidder2, {})).json<{
      data: TSavedFilter[];
    }>();
    expect(theirs.data.map((f) => f.id)).not.toContain(filter.id);
    expect(
      (await call(t, 'PUT', `/api/bidders/filters/${filter.id}`, bidder2, { name: 'mine' })).statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', `/api/bidders/filters/${filter.id}`, bidder2)).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/bidders/filters/list', auctioneer, {})).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/bidders/filters', undefined, { savedFilter: {} })).statusCode).toBe(
      401,
    );

    expect((await call(t, 'DELETE', `/api/bidders/filters/${filter.id}`, bidder1)).statusCode).toBe(204);
    const after = (await call(t, 'POST', '/api/bidders/filters/list', bidder1, {})).json<{
      data: TSavedFilter[];
    }>();
    expect(after.data.length).toBe(n);
  });

  it('refuses a bad saved filter with 400 and stores nothing', async () => {
    const count = async () =>
      Number((await queryRows<{ n: string }>(t.db, sql`select count(*) as n from bidder_filters`))[0]?.n);
    const before = await count();
    const unknown = await call(t, 'POST', '/api/bidders/filters', bidder1, {
      name: 'x',
      savedFilter: { searchAttributes: [{ name: 'Pool' }] },
    });
    expect(unknown.statusCode).toBe(400);
    const negative = await call(t, 'POST', '/api/bidders/filters', bidder1, {
      name: 'x',
      savedFilter: { circles: [{ lat: 1, lng: 1, radius: -1 }] },
    });
    expect(negative.statusCode).toBe(400);
    expect((await call(t, 'PUT', '/api/bidders/filters/abc', bidder1, { name: 'x' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
