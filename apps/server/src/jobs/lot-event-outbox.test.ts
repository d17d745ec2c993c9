import { LiveEvent } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/client';
import { createTestApp, type TestApp } from '../test/app';
import { bid, createAuction, createBidder, createHost, createLot, joinLot } from '../test/live-fixtures';
import { REAL_PROVIDERS } from '../test/production-config';
import { createLotEventOutbox, type TLotEventReader, type TLotEventRow } from './lot-event-outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A reader that records what it was given. */
function recorder(drainAt: TLotEventReader['drainAt'] = () => null) {
  const seen: TLotEventRow[] = [];
  const reader: TLotEventReader = {
    name: 'recorder',
    read: async (_tx, _jobs, events) => void seen.push(...events),
    drainAt,
  };
  return { seen, reader };
}

/** A started lot with two bids (their events, and any the joins wrote, in seq order). */
async function lotWithBids() {
  const host = await createHost(t);
  const auctionId = await createAuction(t.db, host);
  const lotId = await createLot(t.db, host, auctionId, { openingPriceCents: 100_000_00, started: true });
  const first = await createBidder(t);
  const second = await createBidder(t);
  await joinLot(t, first, auctionId, lotId, 20_000);
  await joinLot(t, second, auctionId, lotId, 20_000);
  expect((await bid(t, first, auctionId, lotId, 100_500)).statusCode).toBe(200);
  expect((await bid(t, second, auctionId, lotId, 101_000)).statusCode).toBe(200);
  const [lot] = await queryRows<{ seq: string | number }>(
    t.db,
    sql`select seq from lots where id = ${lotId}`,
  );
  return { lotId, head: Number(lot!.seq) };
}

describe('the lot event outbox', () => {
  it('hands each committed event to its readers once, in seq order, however many drains run at once', async () => {
    const { seen, reader } = recorder();
    t.app.lotEvents.addReader(reader);
    const { lotId, head } = await lotWithBids();
    await Promise.all([
      t.app.lotEvents.drainAll(),
      t.app.lotEvents.drainAll(),
      t.app.lotEvents.drainLot(lotId),
      t.app.lotEvents.drainLot(lotId, { wait: true }),
    ]);
    const mine = seen.filter((event) => event.lotId === lotId);
    expect(mine.map((event) => event.seq)).toEqual(Array.from({ length: head }, (_, i) => i + 1));
    expect(mine.filter((event) => event.event === LiveEvent.BidPlaced)).toHaveLength(2);
    expect(await t.app.lotEvents.drainLot(lotId)).toBe(0);
  });

  it('drains a lot when a reader asks for it, on a hint heard from the bus', async () => {
    const { lotId, head } = await lotWithBids();
    const { seen, reader } = recorder((event, now) => (event.event === LiveEvent.BidPlaced ? now : null));
    const outbox = createLotEventOutbox(t.db, t.app.jobs, { sweepIntervalMs: 3_600_000 });
    outbox.addReader(reader);
    // Its start drains what is behind; the events after that come by hint.
    await outbox.start();
    const before = seen.length;
    const second = await lotWithBids();
    outbox.heard({ lotId: second.lotId, seq: second.head, event: LiveEvent.BidPlaced });
    while (!seen.some((event) => event.lotId === second.lotId && event.seq === second.head))
      await new Promise((resolve) => setTimeout(resolve, 20));
    await outbox.stop();
    expect(seen.slice(before).map((event) => event.seq)).toEqual(
      Array.from({ length: second.head }, (_, i) => i + 1),
    );
    expect(seen.filter((event) => event.lotId === lotId).map((event) => event.seq)).toEqual(
      Array.from({ length: head }, (_, i) => i + 1),
    );
  });

  it('refuses its test-only fault points in production', () => {
    expect(() =>
      loadConfig({ ...REAL_PROVIDERS, NODE_ENV: 'production', OUTBOX_FAULT: 'kill-in-drain' }),
    ).toThrow(/OUTBOX_FAULT: unset/);
  });
});
