// A crowd: 200 bidders, each with a live stream, bid on one lot pricing from their own answers (most offers
// have just been overtaken and are refused before the queue). Receipts, the bid history and every stream
// must agree, and the lot must go to the highest bid.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signAccessToken } from '../../http/access-token';
import { bearer, createTestApp, type TestApp } from '../../test/app';
import { createAuction, createHost, createLot } from '../../test/live-fixtures';
import { applyDueTransitions } from '../clock/lot-clock';
import { type AuctionMessage, LiveEvent, SubscriberRole } from '../messages';
import { liveClient } from '../test/live-test-kit';

const CROWD = 200;
const ATTEMPTS = 4;
const secret = randomBytes(32).toString('hex');
let t: TestApp;
let baseUrl = '';

beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: secret });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a crowd of 200 bidders with streams', () => {
  it('receipts, history and every stream agree, and the highest bid wins', async () => {
    const host = await createHost(t);
    const auctionId = await createAuction(t.db, host, { startType: 'Auto' });
    const lotId = await createLot(t.db, host, auctionId, {
      started: true,
      stopTime: new Date(Date.now() + 3_600_000),
    });
    const tag = randomBytes(4).toString('hex');
    const users = await queryRows<{ id: number; user_name: string }>(
      t.db,
      sql`insert into users (user_name, email, password_hash, first_name, last_name, role)
        select ${`crowd-${tag}-`} || g, ${`crowd-${tag}-`} || g || '@example.com', 'x', 'Crowd', 'Bidder' || g, 'Bidder'
        from generate_series(1, ${CROWD}) g returning id, user_name`,
    );
    await t.db.execute(sql`insert into auction_bidders (auction_id, bidder_id, paddle_number, type)
      select ${auctionId}, u.id, 100 + row_number() over (order by u.id), 'ONLINE'
      from users u where u.user_name like ${`crowd-${tag}-%`}`);
    await t.db.execute(sql`insert into auction_bidder_lots (auction_bidder_id, lot_id, mode, locked_cents)
      select ab.id, ${lotId}, 'Active', 100000000000 from auction_bidders ab where ab.auction_id = ${auctionId}`);
    const tokens = await Promise.all(
      users.map((user) =>
        signAccessToken(
          {
            id: Number(user.id),
            userName: user.user_name,
            role: 'Bidder',
            companyId: null,
            sessionId: `crowd-${user.id}`,
            sessionVersion: 0,
          },
          new TextEncoder().encode(secret),
          3600,
        ),
      ),
    );

    // Every bidder watches the lot.
    const streams = tokens.map((token, index) => {
      const abort = new AbortController();
      const messages: AuctionMessage[] = [];
      const done = (async () => {
        try {
          for await (const message of liveClient(baseUrl).subscribe(
            { lots: [{ id: String(lotId) }], role: SubscriberRole.BIDDER, device: `crowd ${index}` },
            { headers: bearer(token), signal: abort.signal },
          ))
            if (message.event !== LiveEvent.PONG) messages.push(message);
        } catch {}
      })();
      return { messages, abort, done };
    });
    await until(() => streams.every((stream) => stream.messages.length > 0), 60_000, 'every snapshot');

    // Each bidder offers the minimum their last answer gave (the receipt's, or the one a refusal quotes).
    const receipts: { seq: number; amount: number; bidId: string; hash: string }[] = [];
    const answers = new Map<number, number>();
    await Promise.all(
      tokens.map(async (token) => {
        let minimum = 100_500;
        for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
          const response = await t.app.inject({
            method: 'POST',
            url: `/api/auctions/${auctionId}/lots/${lotId}/bids`,
            headers: bearer(token),
            payload: { amount: minimum },
          });
          answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
          const body = response.json();
          if (response.statusCode === 200) {
            receipts.push(body);
            minimum = body.minBid;
          } else {
            expect([400, 409]).toContain(response.statusCode);
            const quoted = /\$([\d,]+)/.exec(body.message);
            if (quoted) minimum = Number(quoted[1]!.replaceAll(',', ''));
          }
        }
      }),
    );
    expect(receipts.length).toBeGreaterThan(1);
    expect([...answers.keys()].every((status) => [200, 400, 409].includes(status))).toBe(true);

    await t.db.execute(sql`update lots set stop_time = clock_timestamp() where id = ${lotId}`);
    expect(await applyDueTransitions(t.app.live.ctx)).toBeGreaterThan(0);
    const [lot] = await queryRows<{ seq: string | number; winner_bid_id: string | number }>(
      t.db,
      sql`select seq, winner_bid_id from lots where id = ${lotId}`,
    );
    const finalSeq = Number(lot!.seq);
    await until(
      () => streams.every((stream) => Number(stream.messages.at(-1)!.seq) >= finalSeq),
      30_000,
      'every stream at the final seq',
    );

    // Receipts = history: the same bids, amounts and seqs, each once.
    const history = await queryRows<{
      id: string | number;
      seq: string | number;
      amount_cents: string | number;
    }>(t.db, sql`select id, seq, amount_cents from bids where lot_id = ${lotId} order by seq`);
    const sortedReceipts = [...receipts].sort((a, b) => a.seq - b.seq);
    expect(history.map((row) => [String(row.id), Number(row.seq), Number(row.amount_cents) / 100])).toEqual(
      sortedReceipts.map((receipt) => [receipt.bidId, receipt.seq, receipt.amount]),
    );
    // Amounts rise with seq: no bid was accepted below one before it.
    for (let i = 1; i < history.length; i++)
      expect(Number(history[i]!.amount_cents)).toBeGreaterThan(Number(history[i - 1]!.amount_cents));

    // Every stream: exactly the events after its snapshot, in order, the bids being the receipts; then LotStopped.
    const bidsBySeq = new Map(sortedReceipts.map((receipt) => [receipt.seq, receipt.amount]));
    for (const [index, stream] of streams.entries()) {
      const [snapshot, ...events] = stream.messages;
      expect(snapshot!.event).toBe(LiveEvent.CONNECT);
      const from = Number(snapshot!.seq);
      expect(
        events.map((event) => Number(event.seq)),
        `stream ${index}`,
      ).toEqual(Array.from({ length: finalSeq - from }, (_, i) => from + i + 1));
      for (const event of events.filter((event) => event.event === LiveEvent.BID_PLACED))
        expect(event.bidder?.bid?.amount).toBe(bidsBySeq.get(Number(event.seq)));
      expect(events.filter((event) => event.event === LiveEvent.BID_PLACED).length).toBe(
        sortedReceipts.filter((receipt) => receipt.seq > from).length,
      );
      const stopped = events.at(-1)!;
      expect(stopped.event).toBe(LiveEvent.LOT_STOPPED);
      expect(stopped.lot?.winner?.bid).toBe(Math.max(...receipts.map((receipt) => receipt.amount)));
      stream.abort.abort();
    }
    const highest = sortedReceipts.at(-1)!;
    expect(String(lot!.winner_bid_id)).toBe(highest.bidId);
    await Promise.all(streams.map((stream) => stream.done));
  }, 180_000);
});
