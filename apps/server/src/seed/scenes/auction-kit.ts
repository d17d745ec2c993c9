import { create } from '@bufbuild/protobuf';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auctionBidderLots, auctionBidders, auctions, bids, lots, users } from '../../db/schema/index';
import { appendLotEvent, newMessage } from '../../live/events';
import { BidderSchema, LiveEvent } from '../../live/messages';
import { loadLotState, presentLiveBid, presentLiveLot } from '../../live/views/presenter';
import type { DemoLotId } from './cases-and-lots';
import type { DemoStaff, DemoUser } from './companies-and-staff';
import { DAY, dollars, first, type LotStatus, logActivity, type SeedClock } from './seed-kit';

/** The auction scenes' tools: open an auction, list a lot in it, join bidders and play a lot's history. */
export type AuctionKit = ReturnType<typeof auctionKit>;

/** A bidder's registration in one auction, as `joinAuction` answers it. */
export type Joined = typeof auctionBidders.$inferSelect;

/** Builds the auction scenes' tools over the seed's transaction; every auction belongs to Lakeshore. */
export function auctionKit(
  tx: Db,
  { ago }: SeedClock,
  { lakeshore, auctioneer, employee }: DemoStaff,
  lotId: DemoLotId,
  profileIds: Map<number, number>,
) {
  const log = (entry: Parameters<typeof logActivity>[1]) => logActivity(tx, entry);
  const addAuction = async (values: Omit<typeof auctions.$inferInsert, 'companyId' | 'createdBy'>) =>
    first(
      await tx
        .insert(auctions)
        .values({ companyId: lakeshore.id, createdBy: auctioneer.id, createdAt: ago(30 * DAY), ...values })
        .returning(),
    );
  const listLot = async (
    index: number,
    auctionId: number,
    lotNumber: number,
    settings: { opening: number; requiredDown: number; increment: number; stopTime?: Date | null },
    status: LotStatus = 'Listed',
  ) => {
    const id = lotId(index);
    await tx
      .update(lots)
      .set({
        auctionId,
        lotNumber,
        lotStatus: status,
        openingPriceCents: dollars(settings.opening),
        requiredDown: settings.requiredDown,
        minBidIncrementCents: dollars(settings.increment),
        stopTime: settings.stopTime ?? null,
      })
      .where(eq(lots.id, id));
    await log({
      companyId: lakeshore.id,
      lotId: id,
      userId: auctioneer.id,
      title: 'Lot published',
      body: `Lot ${lotNumber} was published with an opening price of $${settings.opening.toLocaleString('en-US')}.`,
      createdAt: ago(20 * DAY),
    });
    return id;
  };
  const joinAuction = async (auctionId: number, user: DemoUser, paddleNumber: number, createdAt: Date) =>
    first(
      await tx
        .insert(auctionBidders)
        .values({
          auctionId,
          bidderId: user.id,
          paddleNumber,
          purchaseProfileId: profileIds.get(user.id) ?? null,
          type: 'ONLINE',
          createdAt,
        })
        .returning(),
    );
  const joinLot = (
    ab: Joined,
    id: number,
    mode: 'PreRegistered' | 'Spectating' | 'Active',
    locked: number,
    enteredDate: Date,
    leftDate: Date | null = null,
  ) =>
    tx.insert(auctionBidderLots).values({
      auctionBidderId: ab.id,
      lotId: id,
      mode,
      lockedCents: dollars(locked),
      enteredDate,
      leftDate,
    });

  /**
   * Runs a lot's live history: LotStarted (seq 1), one BidPlaced per bid, and LotStopped when `stop` is
   * given; then writes the lot's live state and outcome so they agree with the events.
   */
  const runLot = async (
    id: number,
    startedTime: Date,
    stopTime: Date,
    /** `byMaximum`: a proxy bid the bidder's maximum placed (issue 32). */
    history: { by: Joined; amount: number; at: Date; byMaximum?: boolean }[],
    stop?: {
      at: Date;
      status: LotStatus;
      deposit?: Date;
      payment?: Date;
      deedDelivery?: 'PickUp' | 'Ship';
    },
  ) => {
    // Events are written by the live engine's own appendLotEvent and presenter, so a resuming client reads
    // the seeded history exactly as it reads live events.
    const db = tx;
    const present = async (at: Date) => presentLiveLot((await loadLotState(db, id))!, { now: at });
    await tx.update(lots).set({ startedTime, stopTime }).where(eq(lots.id, id));
    await appendLotEvent(
      db,
      id,
      newMessage({ id: String(id), event: LiveEvent.LOT_STARTED, lot: await present(startedTime) }),
      undefined,
      startedTime,
    );
    let seq = 1;
    let high: { bidId: number; amount: number; by: Joined; at: Date } | null = null;
    for (const bid of history) {
      seq += 1;
      const row = first(
        await tx
          .insert(bids)
          .values({
            lotId: id,
            auctionBidderId: bid.by.id,
            bidderId: bid.by.bidderId,
            amountCents: dollars(bid.amount),
            createdDate: bid.at,
            seq,
            placedByMaximum: bid.byMaximum ?? false,
          })
          .returning(),
      );
      high = { bidId: row.id, amount: bid.amount, by: bid.by, at: bid.at };
      await tx
        .update(lots)
        .set({
          seq,
          bidCount: seq - 1,
          highBidId: row.id,
          highBidCents: dollars(bid.amount),
          highBidderId: bid.by.id,
        })
        .where(eq(lots.id, id));
      const [bidder] = await tx
        .select({ userName: users.userName })
        .from(users)
        .where(eq(users.id, bid.by.bidderId));
      const bidMessage = presentLiveBid({
        id: row.id,
        amountCents: dollars(bid.amount),
        createdDate: bid.at,
        paddleNumber: bid.by.paddleNumber,
        userName: bidder!.userName,
        bidderId: bid.by.bidderId,
        placedByMaximum: bid.byMaximum ?? false,
      });
      await appendLotEvent(
        db,
        id,
        newMessage({
          id: String(id),
          event: LiveEvent.BID_PLACED,
          lot: await present(bid.at),
          bidder: create(BidderSchema, {
            id: String(bid.by.bidderId),
            userName: bidder!.userName,
            paddleNumber: bid.by.paddleNumber,
            bid: bidMessage,
          }),
          serverDateTime: bid.at.toISOString(),
        }),
        seq,
        bid.at,
      );
    }
    if (!stop) return;
    await tx
      .update(lots)
      .set({
        stoppedTime: stop.at,
        lotStatus: stop.status,
        winnerBidId: high?.bidId ?? null,
        soldTo: high ? 'ThirdParty' : 'Plaintiff',
        winnerCreatedDate: stop.at,
        depositReceivedDate: stop.deposit ?? null,
        paymentReceivedDate: stop.payment ?? null,
        deedDelivery: stop.deedDelivery ?? null,
        updatedAt: stop.payment ?? stop.deposit ?? stop.at,
      })
      .where(eq(lots.id, id));
    await appendLotEvent(
      db,
      id,
      newMessage({
        id: String(id),
        event: LiveEvent.LOT_STOPPED,
        lot: await present(stop.at),
        serverDateTime: stop.at.toISOString(),
      }),
      undefined,
      stop.at,
    );
    await log({
      companyId: lakeshore.id,
      lotId: id,
      userId: auctioneer.id,
      title: 'Lot stopped',
      body: high
        ? `Sold to paddle ${high.by.paddleNumber} for $${high.amount.toLocaleString('en-US')}.`
        : 'No bids; sold to the plaintiff.',
      createdAt: stop.at,
    });
    if (stop.deposit)
      await log({
        companyId: lakeshore.id,
        lotId: id,
        userId: employee.id,
        title: 'Deposit received',
        createdAt: stop.deposit,
      });
    if (stop.payment)
      await log({
        companyId: lakeshore.id,
        lotId: id,
        userId: employee.id,
        title: 'Full payment received',
        createdAt: stop.payment,
      });
  };
  /**
   * A bidder's maximum bid on a lot, set at `at` (issue 32); `exceededAt` when another bid has passed it. The
   * bids it placed are the lot's history (`runLot`, `byMaximum`).
   */
  const setMaximum = async (by: Joined, id: number, amount: number, at: Date, exceededAt?: Date) => {
    await tx.execute(sql`insert into maximum_bids (lot_id, auction_bidder_id, bidder_id, amount_cents, created_date,
        updated_date, exceeded_at)
      values (${id}, ${by.id}, ${by.bidderId}, ${dollars(amount)}, ${at.toISOString()}, ${at.toISOString()},
        ${exceededAt ? exceededAt.toISOString() : null})`);
    await tx.execute(sql`update lots set maximum_bid_count = maximum_bid_count + 1 where id = ${id}`);
  };

  return { addAuction, listLot, joinAuction, joinLot, runLot, setMaximum };
}
