import { LOGIN_CLIENTS } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { loginAs, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { createHost } from '../../test/live-fixtures';
import { SALE_RECORD_SIGN_JOB, SALE_RECORD_SWEEP_JOB } from '../sale-records/routes';
import {
  api,
  closeNow,
  createNewcomer,
  createPracticeApp,
  type Newcomer,
  tickPractice,
} from './test/practice-kit';

/**
 * A practice win, with its bids and alerts, appears on no surface of real sales (ADR 0076): one practice
 * lot won by a newcomer, then every surface asked.
 */
let t: TestApp;
let newcomer: Newcomer;
let admin: { token: string };
let lotId: number;
let auctionId: number;

beforeAll(async () => {
  t = await createPracticeApp();
  await tickPractice(t);
  newcomer = await createNewcomer(t);
  const adminUser = await createUser(t.db, 'Admin');
  admin = {
    token: (await loginAs(t.app, adminUser.userName, 'Demo1234', { clientId: LOGIN_CLIENTS.admin }))
      .access_token,
  };
  const as = api(t, newcomer);
  const lobby = (await as.get('/api/practice')).json();
  auctionId = Number(lobby.auctionId);
  lotId = Number(lobby.lots.find((lot: { lotNumber: number }) => lot.lotNumber === 2).id);
  // A law firm's webhook on the practice company: it must never be called.
  await t.db.execute(sql`insert into webhooks (company_id, url, secret)
    select company_id, 'https://firm.example/hook', 'secret' from auctions where id = ${auctionId}`);
  expect((await as.post(`/api/practice/lots/${lotId}/join`)).statusCode).toBe(200);
  // Above the rivals' ceiling on lot 2: nobody outbids it.
  const won = await as.post(`/api/auctions/${auctionId}/lots/${lotId}/bids`, { amount: 110_000 });
  expect(won.statusCode, won.body).toBe(200);
  expect((await tickPractice(t)).rivalBids).toBe(0);
  await closeNow(t, lotId);
  await t.app.lotEvents.drainAll();
  for (const job of [
    'webhook-lot-event',
    'notification.lot-event',
    'notification.lot-bids',
    SALE_RECORD_SIGN_JOB,
    SALE_RECORD_SWEEP_JOB,
  ])
    await t.app.jobs.runDue(job);
});
afterAll(() => t.close());

describe('a practice win (issue 43, point 4)', () => {
  it('was won by the newcomer', async () => {
    const [lot] = await queryRows(
      t.db,
      sql`select l.sold_to, l.lot_status, b.bidder_id from lots l join bids b on b.id = l.winner_bid_id where l.id = ${lotId}`,
    );
    expect(lot).toMatchObject({ sold_to: 'ThirdParty', lot_status: 'CompleteTransaction' });
    expect(Number(lot!.bidder_id)).toBe(newcomer.id);
  });

  it('is not in My Winnings, and leaves no locked funds', async () => {
    const as = api(t, newcomer);
    expect((await as.get('/api/bidders/winning')).json()).toEqual([]);
    expect((await as.get(`/api/bidders/winning/${lotId}`)).statusCode).toBe(404);
    const page = await as.post('/api/bidders/winningpaginated', { pageNumber: 1, pageSize: 10 });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().totalCount ?? page.json().total ?? 0).toBe(0);
  });

  it('is not in the admin dashboard or the reports', async () => {
    const as = api(t, admin);
    const dashboard = await as.get('/api/reports/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const text = dashboard.body;
    expect(JSON.parse(text)).toBeTruthy();
    for (const [url, body] of [
      ['/api/reports/auction', { pageNumber: 1, pageSize: 50 }],
      ['/api/reports/bid', { pageNumber: 1, pageSize: 50 }],
    ] as const) {
      const report = await as.post(url, body);
      expect(report.statusCode, `${url} ${report.body}`).toBe(200);
      expect(report.body).not.toContain('Practice');
      expect(report.body).not.toContain('practice-rival');
      expect(report.body).not.toContain(newcomer.userName);
    }
    // The bidder report lists the newcomer (a real account) with none of their practice bids, wins or
    // auctions, and never a rival.
    const bidders = await as.post('/api/reports/bidder', { pageNumber: 1, pageSize: 50 });
    expect(bidders.statusCode, bidders.body).toBe(200);
    expect(bidders.body).not.toContain('practice-rival');
    const row = (bidders.json().data as { userName: string }[]).find(
      (entry) => entry.userName === newcomer.userName,
    );
    expect(row).toMatchObject({ bidCount: 0, winCount: 0, auctionCount: 0 });
    const [counts] = await queryRows(t.db, sql`select count(*) as bids from bids where lot_id = ${lotId}`);
    expect(Number(counts!.bids)).toBeGreaterThan(0);
    // The dashboard counts no practice bid: this database has no other bids.
    expect(JSON.stringify(dashboard.json())).not.toMatch(/"bids":\s*[1-9]/);
  });

  it("is not on the bidder's dashboard", async () => {
    const dashboard = await api(t, newcomer).get('/api/reports/dashboard/bidder');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.body).not.toMatch(/Practice|Rehearsal|Dry Run|Sandbox Street/);
  });

  it('is not a search or discovery result', async () => {
    const publicList = await t.app.inject({ method: 'POST', url: '/api/lots/list/public', payload: {} });
    expect(publicList.statusCode, publicList.body).toBe(200);
    expect(publicList.body).not.toContain('Practice');
    const as = api(t, newcomer);
    for (const url of ['/api/lots/list/bidder', '/api/lots/list/live']) {
      const list = await as.post(url, {});
      expect(list.statusCode, `${url} ${list.body}`).toBe(200);
      expect(list.body).not.toMatch(/Practice|Rehearsal|Dry Run|Sandbox Street/);
    }
  });

  it('has no sale record to export and no signed checkpoint, once the signing jobs ran', async () => {
    const exported = await api(t, admin).get(`/api/auctions/${auctionId}/sale-record`);
    expect(exported.statusCode).toBe(404);
    const [signed] = await queryRows(
      t.db,
      sql`select count(*) as n from sale_record_checkpoints where lot_id = ${lotId} or auction_id = ${auctionId}`,
    );
    expect(Number(signed!.n)).toBe(0);
    // The win's own bid chain is whole, and its own: it chains per lot, apart from every real sale's.
    const audit = await api(t, admin).get(`/api/lots/${lotId}/audit`);
    if (audit.statusCode === 200) expect(audit.json().isValid).toBe(true);
  });

  it("is not in an admin's auction list or counts, nor the companies list", async () => {
    const as = api(t, admin);
    for (const listType of ['Live', 'Upcoming', 'Completed', 'Cancelled']) {
      const list = await as.post('/api/auctions/list', { listType });
      expect(list.statusCode, list.body).toBe(200);
      const ids = (list.json().data as { id: string }[]).map((row) => row.id);
      expect(ids, listType).not.toContain(String(auctionId));
    }
    const counts = await as.get('/api/auctions/statuscount');
    expect(counts.statusCode, counts.body).toBe(200);
    // This database holds no real auction: the practice sale (always Live) is not counted.
    expect(counts.json()).toEqual({ live: 0, upcoming: 0, completed: 0, cancelled: 0 });
    const companies = await as.post('/api/companies/list', {});
    expect(companies.statusCode, companies.body).toBe(200);
    expect(companies.body).not.toContain('Bidright Practice');
  });

  it('is never a featured lot: not found to feature, not in the search or the list', async () => {
    const as = api(t, admin);
    const search = await as.get('/api/admins/lot/Practice');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toEqual([]);
    const open = (await api(t, newcomer).get('/api/practice')).json().lots[0].id;
    expect((await as.post(`/api/admins/featuredlot/${open}`)).statusCode).toBe(404);
    // Even a row written behind the API's back (none can be) is left out of the admin's list.
    await t.db.execute(sql`insert into featured_lots (lot_id, is_admin, created_by)
      select ${Number(open)}, true, id from users where role = 'Admin' limit 1`);
    const featured = await as.get('/api/admins/featuredlot');
    expect(featured.statusCode, featured.body).toBe(200);
    expect(featured.json()).toEqual([]);
    const carousel = await t.app.inject({
      method: 'POST',
      url: '/api/lots/list/public',
      payload: { showFeatured: true },
    });
    expect(carousel.body).not.toContain('Practice');
  });

  it("is not in a host's dashboard or in the v1 API of any company's key", async () => {
    const host = await createHost(t);
    const dashboard = await api(t, host).get('/api/reports/dashboard/host');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.body).not.toMatch(/Practice|Rehearsal|Dry Run|Sandbox Street/);
    const made = await api(t, host).post('/api/settings/apikey');
    expect(made.statusCode, made.body).toBe(200);
    const key = made.json().key as string;
    const v1 = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `ApiKey ${key}` } });
    for (const url of ['/api/v1/auctions', '/api/v1/lots', '/api/v1/cases']) {
      const answer = await v1(url);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
      expect(answer.body).not.toMatch(/Practice|PRACTICE/);
    }
    expect((await v1(`/api/v1/lots/${lotId}/bids`)).statusCode).toBe(404);
    expect((await v1(`/api/v1/auctions/${auctionId}/lots`)).statusCode).toBe(404);
  });

  it('tells no law firm or host through webhooks', async () => {
    const [deliveries] = await queryRows(t.db, sql`select count(*) as n from webhook_deliveries`);
    expect(Number(deliveries!.n)).toBe(0);
  });

  it('says "Practice" in every alert, and alerts no rival', async () => {
    const alerts = await queryRows<{ user_id: number; title: string; body: string }>(
      t.db,
      sql`select user_id, title, body from notifications where lot_id = ${lotId}`,
    );
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) {
      expect(alert.title.startsWith('Practice: ')).toBe(true);
      expect(alert.body.startsWith('Practice: ')).toBe(true);
      expect(Number(alert.user_id)).toBe(newcomer.id);
    }
    expect(alerts.some((alert) => alert.title.includes('You won'))).toBe(true);
    expect(alerts.find((alert) => alert.title.includes('You won'))!.body).toContain('Nothing to pay');
  });
});
