// The race of issue 32: 50 bidders set maximums and 20 place live bids at once on one lot. Whatever order
// the lot's lock gave them, the log must be exactly what the domain's rules give for that committed order
// (replayed here over every standing maximum, not only the engine's top three), strictly rising, and every
// stream must carry that same log.
import { randomBytes } from 'node:crypto';
import {
  answerIncomingBid,
  answerLead,
  type TEngineBid,
  type TLead,
  type TStandingMaximum,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { createAuction, createHost, createLot } from '../../test/live-fixtures';
import { KIT_SECRET, loggedBids, setMaximum, tokenFor, until, watch } from '../test/maximum-bids-kit';

const MAXIMUMS = 50;
const LIVE = 20;
const ATTEMPTS = 8;
// $100,000 opening, $500 steps: every maximum is a multiple of $500, and no live bid is (see below).
const OPENING = 100_000;
const STEP = 500;

let t: TestApp;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: KIT_SECRET });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

/** Replays the committed actions with the domain's rules: the log they must have produced. */
function replay(actions: ({ kind: 'maximum'; maximum: TStandingMaximum } | { kind: 'bid'; bid: TLead })[]) {
  let lead: TLead | null = null;
  const maximums = new Map<number, TStandingMaximum>();
  const log: TEngineBid[] = [];
  const pricing = { openingPriceCents: OPENING * 100, incrementCents: STEP * 100 };
  for (const action of actions) {
    let bids: TEngineBid[];
    if (action.kind === 'maximum') {
      maximums.set(action.maximum.bidderId, action.maximum);
      bids = answerLead({ ...pricing, lead, maximums: [...maximums.values()] });
    } else {
      const answer = answerIncomingBid({
        ...pricing,
        lead,
        bid: action.bid,
        maximums: [...maximums.values()],
        nowMs: Number.MAX_SAFE_INTEGER,
      });
      expect(answer.accepted).toBe(true);
      bids = answer.bids;
    }
    log.push(...bids);
    const last = bids.at(-1);
    if (last) lead = { bidderId: last.bidderId, amountCents: last.amountCents };
  }
  return log;
}

describe('50 maximums and 20 live bids at once', () => {
  it('the log is what the rules give for the committed order, strictly rising, and every stream agrees', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startType: 'Auto' });
    const lotId = await createLot(t.db, host, auctionId, {
      started: true,
      stopTime: new Date(Date.now() + 3_600_000),
      openingPriceCents: OPENING * 100,
      minIncrementCents: STEP * 100,
    });
    const tag = randomBytes(4).toString('hex');
    const users = await queryRows<{ id: number; user_name: string }>(
      t.db,
      sql`insert into users (user_name, email, password_hash, first_name, last_name, role)
        select ${`race-${tag}-`} || g, ${`race-${tag}-`} || g || '@example.com', 'x', 'Race', 'Bidder' || g, 'Bidder'
        from generate_series(1, ${MAXIMUMS + LIVE}) g returning id, user_name`,
    );
    await t.db.execute(sql`insert into auction_bidders (auction_id, bidder_id, paddle_number, type)
      select ${auctionId}, u.id, 100 + row_number() over (order by u.id), 'ONLINE'
      from users u where u.user_name like ${`race-${tag}-%`}`);
    await t.db.execute(sql`insert into auction_bidder_lots (auction_bidder_id, lot_id, mode, locked_cents)
      select ab.id, ${lotId}, 'Active', 100000000000 from auction_bidders ab where ab.auction_id = ${auctionId}`);
    const bidders = await Promise.all(
      users.map(async (user) => ({
        id: Number(user.id),
        token: await tokenFor({
          id: Number(user.id),
          userName: user.user_name,
          role: 'Bidder',
          companyId: null,
        }),
      })),
    );
    const streams = bidders.slice(0, 5).map((bidder) => watch(baseUrl, bidder.token, lotId));
    await until(() => streams.every((stream) => stream.messages.length > 0), 'every snapshot');

    const setters = bidders.slice(0, MAXIMUMS);
    const live = bidders.slice(MAXIMUMS);
    const statuses: number[] = [];
    await Promise.all([
      ...setters.map(async (bidder, index) => {
        // Grid amounts from $101,000 to $160,000; one retry above the minimum a refusal quotes.
        let amount = OPENING + STEP * (2 + ((index * 37) % 119));
        for (let attempt = 0; attempt < 2; attempt++) {
          const response = await setMaximum(t, bidder.token, auctionId, lotId, amount);
          statuses.push(response.statusCode);
          if (response.statusCode === 200) return;
          const quoted = /at least \$([\d,]+)/.exec(response.json().message);
          if (!quoted) return;
          amount = Number(quoted[1]!.replaceAll(',', '')) + STEP * (index % 7);
        }
      }),
      ...live.map(async (bidder) => {
        let minimum = OPENING + STEP;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          // Never a multiple of $500, so never equal to a maximum: every accepted live bid is in the log.
          const amount = minimum % STEP === 0 ? minimum + 1 : minimum;
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/auctions/${auctionId}/lots/${lotId}/bids`,
            headers: bearer(bidder.token),
            payload: { amount },
          });
          statuses.push(response.statusCode);
          const body = response.json();
          if (response.statusCode === 200) minimum = body.minBid;
          else {
            const quoted = /\$([\d,]+)/.exec(body.message);
            if (quoted) minimum = Number(quoted[1]!.replaceAll(',', ''));
          }
        }
      }),
    ]);
    expect(statuses.every((status) => [200, 400, 409].includes(status))).toBe(true);

    // The committed order: live bids by their time under the lock, maximums by when they were set (also under
    // the lock), in microseconds.
    const setRows = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select auction_bidder_id, amount_cents, (extract(epoch from updated_date) * 1000000)::bigint as at
        from maximum_bids where lot_id = ${lotId}`,
    );
    const handRows = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select auction_bidder_id, amount_cents, (extract(epoch from created_date) * 1000000)::bigint as at
        from bids where lot_id = ${lotId} and not placed_by_maximum`,
    );
    expect(setRows.length).toBeGreaterThan(10);
    expect(handRows.length).toBeGreaterThan(1);
    const actions = [
      ...setRows.map((row) => ({
        at: Number(row.at),
        kind: 'maximum' as const,
        maximum: {
          bidderId: Number(row.auction_bidder_id),
          amountCents: Number(row.amount_cents),
          setAtMs: Number(row.at),
        },
      })),
      ...handRows.map((row) => ({
        at: Number(row.at),
        kind: 'bid' as const,
        bid: { bidderId: Number(row.auction_bidder_id), amountCents: Number(row.amount_cents) },
      })),
    ].sort((a, b) => a.at - b.at);
    const expected = replay(actions);

    const log = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select auction_bidder_id, amount_cents, placed_by_maximum from bids where lot_id = ${lotId} order by seq`,
    );
    expect(
      log.map((row) => ({
        bidderId: Number(row.auction_bidder_id),
        amountCents: Number(row.amount_cents),
        placedByMaximum: Boolean(row.placed_by_maximum),
      })),
    ).toEqual(expected);
    const bids = await loggedBids(t, lotId);
    for (let i = 1; i < bids.length; i++) expect(bids[i]!.amount).toBeGreaterThan(bids[i - 1]!.amount);
    expect(bids.some((row) => row.byMaximum)).toBe(true);

    const [lot] = await queryRows(t.db, sql`select seq from lots where id = ${lotId}`);
    const finalSeq = Number(lot!.seq);
    await until(
      () => streams.every((stream) => Number(stream.messages.at(-1)!.seq) >= finalSeq),
      'every stream at the final seq',
    );
    const bySeq = new Map(bids.map((row) => [row.seq, row]));
    for (const stream of streams) {
      const [snapshot, ...events] = stream.messages;
      const from = Number(snapshot!.seq);
      expect(events.map((event) => Number(event.seq))).toEqual(
        Array.from({ length: finalSeq - from }, (_, i) => from + i + 1),
      );
      for (const event of stream.bids()) {
        const row = bySeq.get(Number(event.seq))!;
        expect([
          event.bidder?.bid?.amount,
          Number(event.bidder?.id),
          event.bidder?.bid?.placedByMaximum,
        ]).toEqual([row.amount, row.bidderId, row.byMaximum]);
      }
    }
    await Promise.all(streams.map((stream) => stream.close()));
  }, 180_000);
});
