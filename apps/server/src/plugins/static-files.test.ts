import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TFirstPaintTable } from '@bidright/domain';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { PREVIEW_RESULTS } from '../modules/listings/search-preview';
import { createTestApp, loginAs, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { createAuction, createHost, createLot } from '../test/live-fixtures';
import { shellFor } from './static-files';

/**
 * A stand-in for the web build's table of paths (apps/web/build/first-paint.ts, `first-paint.json`): the
 * router's routes these tests ask for, in the router's order, with their shells and page previews. The web's
 * own test checks the real table against the router (apps/web/src/app/routes/first-paint-table.test.ts).
 */
const FIRST_PAINT = {
  shells: {
    home: 'index.html',
    header: 'shell-app.html',
    login: 'shell-login.html',
    'login-layout': 'shell-auth.html',
    bare: 'shell-bare.html',
  },
  routes: [
    { path: '/', pattern: '^\\/*$', params: [], shell: 'home' },
    { path: '/login', pattern: '^\\/login\\/*$', params: [], shell: 'login' },
    ...['/admin/login', '/register', '/client-register', '/forgot-password', '/resetPassword'].map(
      (path) => ({
        path,
        pattern: `^${path.replaceAll('/', '\\/')}\\/*$`,
        params: [],
        shell: 'login-layout' as const,
      }),
    ),
    { path: '/properties', pattern: '^\\/properties\\/*$', params: [], shell: 'header', preview: 'search' },
    {
      path: '/details/:lotId',
      pattern: '^\\/details\\/([^\\/]+)\\/*$',
      params: ['lotId'],
      shell: 'header',
      preview: 'lot',
    },
    {
      path: '/auctions/:host/:slug/:auctionId/:lotId',
      pattern: '^\\/auctions\\/([^\\/]+)\\/([^\\/]+)\\/([^\\/]+)\\/([^\\/]+)\\/*$',
      params: ['host', 'slug', 'auctionId', 'lotId'],
      shell: 'header',
      preview: 'lot',
    },
    {
      path: '/auctions/:auctionId/room/:lotId',
      pattern: '^\\/auctions\\/([^\\/]+)\\/room\\/([^\\/]+)\\/*$',
      params: ['auctionId', 'lotId'],
      shell: 'bare',
    },
    { path: '/*', pattern: '^(?:\\/(.+)|\\/*)$', params: ['*'], shell: 'header' },
  ],
  /** Stand-ins of the lot heading's and the search's fragments, with the slots the server fills (`{{name}}`). */
  templates: {
    'lot-heading': '<div class="lot-preview"><h3>{{address}}</h3><span>{{hostLine}}</span></div>',
    'search-top':
      '<div class="search-top"><div class="search-heading"><div><h2>Properties</h2>' +
      '<p>Draw on the map to search inside an area.</p></div></div>' +
      '<div><span>Property search is currently available in Illinois.</span></div></div>',
    'search-card':
      '<div class="preview-card" data-lot-id="{{lotId}}">{{photo}}{{tags}}' +
      '<div title="{{address}}">{{street}}</div><div>{{cityLine}}</div>' +
      '<strong class="card-price-amount">{{openingBid}}</strong><div>{{date}}</div>{{pin}}</div>',
    'search-card-tag': '<span class="card-tag is-{{color}}">{{label}}</span>',
    'search-card-first-photo': '<img src="{{src}}" alt="{{alt}}" fetchpriority="high">',
    'search-card-photo': '<img src="{{src}}" alt="{{alt}}" loading="lazy">',
    'search-card-no-photo': '<div>Photo Not Available</div>',
    'search-card-pin': '<span><svg><use href="#preview-pin"/></svg>Pin</span>',
    'search-card-pinned': '<span><svg><use href="#preview-pinned"/></svg>Pinned</span>',
    'search-controls': '<div class="preview-controls"><span>Filters</span></div>',
    'search-icons': '<svg><symbol id="preview-pin"></symbol><symbol id="preview-pinned"></symbol></svg>',
  },
} satisfies TFirstPaintTable;

/** A stand-in for the web build with the first-paint variants of index.html and its table of paths (ADR 0018). */
function fakeWebBuild(table: object = FIRST_PAINT) {
  const dist = mkdtempSync(join(tmpdir(), 'bidright-web-'));
  mkdirSync(join(dist, 'assets'));
  for (const file of Object.values(FIRST_PAINT.shells)) {
    const name = file.replace('.html', '');
    writeFileSync(
      join(dist, file),
      `<!doctype html><title>${name}</title><div id="root"><header></header><!--page--></div>`,
    );
  }
  writeFileSync(join(dist, 'first-paint.json'), JSON.stringify(table));
  return dist;
}

dayjs.extend(utc);

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = fakeWebBuild();
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = async (url: string, cookie?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-cache');
  return response.body;
};
const page = async (url: string, cookie?: string) =>
  (await html(url, cookie)).match(/<title>(.*)<\/title>/)?.[1];

describe('the first paint a page starts from', () => {
  it("the home page's hero for a visitor, the header alone for a signed-in user on /", async () => {
    expect(await page('/')).toBe('index');
    expect(await page('/', 'bidright.at=abc; other=1')).toBe('shell-app');
    expect(await page('/', 'other=1; bidright.rt=abc')).toBe('shell-app');
    expect(await page('/', 'notbidright.at=abc')).toBe('index');
    // A cookie cleared to nothing is no session.
    expect(await page('/', 'bidright.at=; bidright.rt=')).toBe('index');
  });

  it('the header alone on pages under it, the login layout on its pages, nothing on the room view', async () => {
    for (const url of ['/properties', '/details/1', '/faq', '/admin/dashboard', '/no/such/page?x=1'])
      expect(await page(url), url).toBe('shell-app');
    expect(await page('/login')).toBe('shell-login');
    expect(await page('/login?returnUrl=%2Fproperties')).toBe('shell-login');
    for (const url of [
      '/admin/login',
      '/register',
      '/client-register',
      '/forgot-password',
      '/resetPassword?token=x',
    ])
      expect(await page(url), url).toBe('shell-auth');
    expect(await page('/auctions/3/room/7')).toBe('shell-bare');
    expect(await page('/auctions/3/auctioneer/7')).toBe('shell-app');
  });

  it('a build without the variants starts every page from index.html', () => {
    const none = new Set<string>();
    for (const path of ['/', '/login', '/properties'])
      expect(shellFor(path, undefined, none)).toBe('index.html');
  });
});

/** The web app's session cookie (its value is the app's own business; the server only sees that it is there). */
const SIGNED_IN = 'bidright.at=abc';

describe("a signed-in user's lot page's first paint carries the lot's heading", () => {
  it('on /details/{id} and the canonical slug path, with the address and the host line as the page shows them', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startTime: new Date('2026-11-26T13:32:00.000Z') });
    const lotId = await createLot(t.db, host, auctionId);
    await t.db.execute(sql`update companies set name = 'Lakeshore Auction Group', time_zone = 'America/Chicago'
      where id = ${host.companyId}`);
    const [street] = await queryRows<{ street_line1: string }>(
      t.db,
      sql`select street_line1 from properties where lot_id = ${lotId}`,
    );
    const heading =
      `<h3>${street!.street_line1}, Chicago, IL 60602</h3>` +
      '<span>Lakeshore Auction Group · Manual auction · 11/26/2026 7:32 AM CST</span>';

    for (const url of [
      `/details/${lotId}`,
      `/details/${lotId}?tab=bids`,
      `/auctions/lakeshore/${lotId}-w-madison-st/${auctionId}/${lotId}`,
    ]) {
      const body = await html(url, SIGNED_IN);
      expect(body, url).toContain(heading);
      expect(body.match(/<title>(.*)<\/title>/)?.[1]).toBe('shell-app');
    }
    // Not for a visitor: the app sends them on to the login page.
    expect(await html(`/details/${lotId}`)).not.toContain('lot-preview');
  });

  it('only for a lot the public lists may show, never for a malformed id, never as markup from the data', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host);
    const draft = await createLot(t.db, host, auctionId, { status: 'Draft' });
    const testAuction = await createAuction(t.db, host);
    await t.db.execute(sql`update auctions set is_test = true where id = ${testAuction}`);
    const mock = await createLot(t.db, host, testAuction);
    for (const url of [
      `/details/${draft}`,
      `/details/${mock}`,
      '/details/999999999',
      '/details/abc',
      '/details/0',
      '/details/-1',
    ])
      expect(await html(url, SIGNED_IN), url).not.toContain('lot-preview');

    const lotId = await createLot(t.db, host, auctionId);
    await t.db.execute(sql`update properties set street_line1 = '<script>alert(1)</script> & "Main"'
      where lot_id = ${lotId}`);
    const body = await html(`/details/${lotId}`, SIGNED_IN);
    expect(body).toContain(
      '<h3>&#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;Main&#34;, Chicago, IL 60602</h3>',
    );
    expect(body).not.toContain('<script>');

    // Text that a string replacement would read as a pattern ($& is the matched slot) stays text.
    await t.db.execute(sql`update properties set street_line1 = '1 $& $'' Main' where lot_id = ${lotId}`);
    expect(await html(`/details/${lotId}`, SIGNED_IN)).toContain(
      '<h3>1 $&#38; $&#39; Main, Chicago, IL 60602</h3>',
    );
  });

  it('only on lot pages: other pages keep the plain header', async () => {
    for (const url of ['/properties', '/auctions/3/auctioneer/7', '/details', '/details/1/extra'])
      expect(await html(url, SIGNED_IN), url).not.toContain('lot-preview');
  });
});

describe("a bidder's property search's first paint carries the page's heading and the Illinois banner", () => {
  const TOP =
    '<div class="search-heading"><div><h2>Properties</h2><p>Draw on the map to search inside an area.</p></div>';
  const BANNER = '<span>Property search is currently available in Illinois.</span>';
  const CONTROLS = '<div class="preview-controls"><span>Filters</span></div>';
  const cookieOf = (token: string) =>
    `bidright.ui=x; bidright.at=${encodeURIComponent(token)}; bidright.rt=y`;

  it('for a signed-in bidder, read from their verified access token', async () => {
    const bidder = await createUser(t.db, 'Bidder');
    const { access_token } = await loginAs(t.app, bidder.userName);
    for (const url of ['/properties', '/properties/', '/properties?page=2']) {
      const body = await html(url, cookieOf(access_token));
      expect(body, url).toContain(TOP);
      expect(body, url).toContain(BANNER);
      expect(body, url).toContain(CONTROLS);
      expect(body.match(/<title>(.*)<\/title>/)?.[1]).toBe('shell-app');
    }
  });

  it('never for staff, whose /properties is the property table, nor for a token the server did not issue or has ended', async () => {
    const host = await createHost(t);
    expect(await html('/properties', cookieOf(host.token))).not.toContain('search-top');

    const bidder = await createUser(t.db, 'Bidder');
    const { access_token } = await loginAs(t.app, bidder.userName);
    const [header, , signature] = access_token.split('.');
    // A payload that claims anything, under the real token's header and signature, is not believed.
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', role: 'Bidder' })).toString('base64url')}.${signature}`;
    for (const cookie of ['bidright.at=abc', cookieOf(forged), 'bidright.rt=only-a-refresh-token'])
      expect(await html('/properties', cookie), cookie).not.toContain('search-top');

    // A session ended since (the user deactivated) no longer draws it.
    await t.db.execute(sql`update users set deactivated_date = now() where id = ${bidder.id}`);
    expect(await html('/properties', cookieOf(access_token))).not.toContain('search-top');
  });

  it("with the first results as the bidder's search opens on them, in the search API's order", async () => {
    const host = await createHost(t);
    // The reader's browser is five hours west of UTC, which the web's cookie tells the server.
    const readersMidnight = dayjs().utcOffset(-300).startOf('day');
    // The day's first auction, so its lot is among the cards the first paint draws.
    const auctionId = await createAuction(t.db, host, {
      startTime: readersMidnight.add(1, 'minute').toDate(),
    });
    const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 123_456_00 });
    // More than the first paint draws.
    const later = await createAuction(t.db, host, { startTime: readersMidnight.add(2, 'hour').toDate() });
    for (let n = 0; n < PREVIEW_RESULTS; n += 1) await createLot(t.db, host, later);
    // A minute before that browser's day began: outside its search. Sold, as the first lot is, so that only the
    // day's start decides (a lot still selling is in any search that has begun): one of the two is on the
    // wrong side of UTC's midnight at any hour, so a search from UTC's day would differ.
    const yesterdays = await createAuction(t.db, host, {
      startTime: readersMidnight.subtract(1, 'minute').toDate(),
    });
    const yesterdaysLot = await createLot(t.db, host, yesterdays);
    await t.db.execute(sql`update lots set stopped_time = now() where id in (${lotId}, ${yesterdaysLot})`);
    const bidder = await createUser(t.db, 'Bidder');
    const { access_token } = await loginAs(t.app, bidder.userName);
    // The web's opening search (features/listings/lib/search-state.ts) in that browser.
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/lots/list/bidder',
      headers: { authorization: `Bearer ${access_token}` },
      payload: {
        beginDate: readersMidnight.toISOString(),
        sorter: { field: 'auctionStartTime', order: 'ascend' },
        pagination: { current: 1, pageSize: 12 },
      },
    });
    const expected = (search.json() as { data: { id: string }[] }).data.map((lot) => lot.id);
    expect(expected).toContain(String(lotId));
    expect(expected).not.toContain(String(yesterdaysLot));

    const body = await html('/properties', `${cookieOf(access_token)}; bidright.tzo=300`);
    expect(expected.length).toBeGreaterThan(PREVIEW_RESULTS);
    expect([...body.matchAll(/data-lot-id="(\d+)"/g)].map((match) => match[1])).toEqual(
      expected.slice(0, PREVIEW_RESULTS),
    );
    const [street] = await queryRows<{ street_line1: string }>(
      t.db,
      sql`select street_line1 from properties where lot_id = ${lotId}`,
    );
    const card = body.slice(body.indexOf(`data-lot-id="${lotId}"`));
    expect(card).toContain(`>${street!.street_line1}</div>`);
    expect(card).toContain('<strong class="card-price-amount">$123,456</strong>');
    expect(card).toContain('Photo Not Available');
    // The cards' icons are drawn once in the page and used by reference.
    expect(body.match(/<symbol id="preview-pin"/g)).toHaveLength(1);
  });

  it('only on the search: other pages keep the plain header', async () => {
    const bidder = await createUser(t.db, 'Bidder');
    const { access_token } = await loginAs(t.app, bidder.userName);
    for (const url of ['/properties/1', '/dashboard', '/propertiesx'])
      expect(await html(url, cookieOf(access_token)), url).not.toContain('search-top');
  });
});

describe('a web build from before a page preview had its template', () => {
  it("starts a signed-in lot page and a bidder's search from the plain header", async () => {
    const { 'lot-heading': _heading, 'search-controls': _controls, ...older } = FIRST_PAINT.templates;
    const olderDist = fakeWebBuild({ ...FIRST_PAINT, templates: older });
    const olderApp = await createTestApp({}, { webDist: olderDist });
    const get = async (url: string, cookie: string) => {
      const response = await olderApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', cookie },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    try {
      const host = await createHost(olderApp);
      const lotId = await createLot(olderApp.db, host, await createAuction(olderApp.db, host));
      const lotPage = await get(`/details/${lotId}`, SIGNED_IN);
      expect(lotPage.match(/<title>(.*)<\/title>/)?.[1]).toBe('shell-app');
      expect(lotPage).not.toContain('lot-preview');

      const bidder = await createUser(olderApp.db, 'Bidder');
      const { access_token } = await loginAs(olderApp.app, bidder.userName);
      const search = await get('/properties', `bidright.at=${encodeURIComponent(access_token)}`);
      expect(search.match(/<title>(.*)<\/title>/)?.[1]).toBe('shell-app');
      expect(search).not.toContain('search-top');
    } finally {
      await olderApp.close();
      rmSync(olderDist, { recursive: true, force: true });
    }
  });
});
