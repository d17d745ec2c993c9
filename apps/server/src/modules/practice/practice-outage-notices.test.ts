import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { SALE_INTERRUPTED_JOB } from '../../jobs/lot-alerts-port';
import { applyDueTransitions } from '../../live/clock/lot-clock';
import type { TestApp } from '../../test/app';
import {
  createAuction,
  createBidder,
  createHost,
  createLot,
  joinLot,
  type TestBidder,
} from '../../test/live-fixtures';
import { DELIVER_JOB } from '../notifications/raise-notification';
import { api, createPracticeApp, practiceLots, tickPractice } from './test/practice-kit';

/**
 * An outage's notices (ADR 0077) say "Practice" on practice lots, like every practice alert (ADR 0076): one
 * outage touches a practice lot and a real lot; the notices are raised by the real queue's jobs and sent
 * through the dev outbox (e-mail and SMS), and read there.
 */
let t: TestApp;
let practiceOnly: TestBidder;
let realOnly: TestBidder;
let both: TestBidder;
let practiceLotId: number;
let realLotId: number;

const PHONES = { practiceOnly: '3125550101', realOnly: '3125550102', both: '3125550103' };

async function notices(userId: number) {
  return queryRows<{ occurrence: string; title: string; body: string }>(
    t.db,
    sql`select occurrence, title, body from notifications
      where user_id = ${userId} and kind = 'SaleInterrupted' order by occurrence`,
  );
}

/** What the dev outbox sent to the bidder's e-mail and phone (the real deliveries, not a mock). */
async function sent(bidder: TestBidder, phone: string) {
  const [user] = await queryRows<{ email: string }>(
    t.db,
    sql`select email from users where id = ${bidder.id}`,
  );
  return queryRows<{ channel: string; subject: string | null; body: string }>(
    t.db,
    sql`select channel, subject, body from dev_outbox where recipient in (${user!.email}, ${phone}) order by id`,
  );
}

beforeAll(async () => {
  t = await createPracticeApp({ OUTAGE_THRESHOLD_S: '30', OUTAGE_MARGIN_S: '120' });
  await tickPractice(t);
  practiceOnly = await createBidder(t);
  realOnly = await createBidder(t);
  both = await createBidder(t);
  for (const [name, bidder] of [
    ['practiceOnly', practiceOnly],
    ['realOnly', realOnly],
    ['both', both],
  ] as const)
    await t.db.execute(sql`update bidder_phones set number = ${PHONES[name]} where user_id = ${bidder.id}`);

  practiceLotId = Number((await practiceLots(t)).find((lot) => lot.started_time)!.id);
  for (const bidder of [practiceOnly, both]) {
    const joined = await api(t, bidder).post(`/api/practice/lots/${practiceLotId}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
  }
  // A bid draws the scripted rivals into the lot: they are registered on it too.
  const [lot] = await queryRows<{ auction_id: number; min_cents: string | number }>(
    t.db,
    sql`select auction_id, case when bid_count > 0 then high_bid_cents + min_bid_increment_cents
        else opening_price_cents end as min_cents from lots where id = ${practiceLotId}`,
  );
  const bid = await api(t, practiceOnly).post(`/api/auctions/${lot!.auction_id}/lots/${practiceLotId}/bids`, {
    amount: Number(lot!.min_cents) / 100,
  });
  expect(bid.statusCode, bid.body).toBe(200);
  await tickPractice(t);
  const host = await createHost(t);
  const auctionId = await createAuction(t.db, host, {
    startType: 'Auto',
    startTime: new Date(Date.now() - 60_000),
  });
  realLotId = await createLot(t.db, host, auctionId, {
    started: true,
    stopTime: new Date(Date.now() + 3_600_000),
  });
  for (const bidder of [realOnly, both]) await joinLot(t, bidder, auctionId, realLotId, 20_000);

  // An outage of a minute, inside which both lots were due: the first beat after it recovers.
  await t.db.execute(
    sql`update lots set stop_time = clock_timestamp() - interval '10 seconds' where id in (${practiceLotId}, ${realLotId})`,
  );
  await t.db.execute(
    sql`update service_health set last_healthy_at = clock_timestamp() - interval '60 seconds'`,
  );
  await applyDueTransitions({ ...t.app.live.ctx });
  // The notice job raises the notices; the delivery jobs send them (the queue's workers, run by hand).
  for (let round = 0; round < 3; round += 1) {
    const ran = (await t.app.jobs.runDue(SALE_INTERRUPTED_JOB)) + (await t.app.jobs.runDue(DELIVER_JOB));
    if (ran === 0) break;
  }
});
afterAll(() => t?.close());

describe('an outage touching a practice lot (issues 43 points 1 and 4)', () => {
  it('extended both lots, and told each bidder once of each kind', async () => {
    const [count] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from sale_interruption_lots where lot_id in (${practiceLotId}, ${realLotId})`,
    );
    expect(Number(count!.n)).toBe(2);
    for (const bidder of [practiceOnly, realOnly, both])
      expect((await notices(bidder.id)).map((notice) => notice.occurrence.split(':').at(-1))).toEqual([
        'interrupted',
        'times',
      ]);
  });

  it('labels the notices of a practice lot "Practice", in the app, by e-mail and by SMS', async () => {
    const own = await notices(practiceOnly.id);
    expect(own.map((notice) => notice.title)).toEqual([
      'Practice: Sale interrupted',
      'Practice: New closing times',
    ]);
    for (const notice of own) expect(notice.body.startsWith('Practice: ')).toBe(true);
    const outbox = await sent(practiceOnly, PHONES.practiceOnly);
    expect(outbox.map((message) => message.channel).sort()).toEqual(['email', 'email', 'sms', 'sms']);
    for (const message of outbox) expect(`${message.subject ?? ''} ${message.body}`).toContain('Practice');
    expect(outbox.filter((message) => message.channel === 'email').map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('Practice: Sale interrupted')]),
    );
  });

  it('leaves a real lot’s notices unlabelled', async () => {
    for (const notice of await notices(realOnly.id)) {
      expect(notice.title).not.toContain('Practice');
      expect(notice.body).not.toContain('Practice');
    }
    for (const message of await sent(realOnly, PHONES.realOnly))
      expect(`${message.subject ?? ''} ${message.body}`).not.toContain('Practice');
  });

  it('to a bidder in both, names the practice lot "Practice" in the one notice of new times', async () => {
    const [interrupted, times] = await notices(both.id);
    // The notice speaks of a real lot too: it is not labelled as a whole.
    expect(interrupted!.title).toBe('Sale interrupted');
    expect(times!.title).toBe('New closing times');
    expect(times!.body).toMatch(/Practice: [^.]+: closes /);
    expect(times!.body.match(/Practice: /g)).toHaveLength(1);
    const texts = (await sent(both, PHONES.both)).map((message) => message.body);
    expect(texts.some((text) => /Practice: [^.]+: closes /.test(text))).toBe(true);
  });

  it('tells no scripted rival', async () => {
    const [seated] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
        join practice_rivals r on r.user_id = ab.bidder_id where abl.lot_id = ${practiceLotId}`,
    );
    expect(Number(seated!.n), 'a rival is registered on the practice lot').toBeGreaterThan(0);
    const [rivals] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from notifications n join practice_rivals r on r.user_id = n.user_id
        where n.kind = 'SaleInterrupted'`,
    );
    expect(Number(rivals!.n)).toBe(0);
  });
});
