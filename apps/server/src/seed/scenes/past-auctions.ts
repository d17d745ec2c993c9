import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caseNotes, cases, lots } from '../../db/schema/index';
import type { AuctionKit } from './auction-kit';
import type { DemoLotId } from './cases-and-lots';
import type { DemoStaff } from './companies-and-staff';
import { chicagoAt, DAY, dollars, first, HOUR, MINUTE, type SeedClock } from './seed-kit';

/** The completed two-weeks-ago sale's lots, whose cases `seedCaseOutcomes` moves on. */
export interface PastSale {
  twoWeeksStart: Date;
  tw1: number;
  tw2: number;
}

/**
 * Seeds the two completed auctions with their bids and outcomes: last week's manual hybrid sale (lot 8 sold and
 * its deposit in, lot 9 to the plaintiff) and the auto online sale two weeks ago (lot 10 paid, lot 11's deed
 * issued after an anti-sniping extension).
 */
export async function seedPastAuctions(
  { now }: SeedClock,
  { bidder1, bidder2, bidder3 }: DemoStaff,
  { addAuction, listLot, joinAuction, joinLot, runLot }: AuctionKit,
): Promise<PastSale> {
  // 4. Completed auctions: last week (manual hybrid) and two weeks ago (auto online).
  const lastWeekStart = chicagoAt(now, -7, '10:00');
  const lastWeek = await addAuction({
    type: 'Hybrid',
    startType: 'Manual',
    startTime: lastWeekStart,
    stopTime: new Date(lastWeekStart.getTime() + 2 * HOUR),
    location: 'Richard J. Daley Center, 50 W Washington St, Room 2302, Chicago, IL 60602',
    minBidIncrementsCents: dollars(500),
    finishedAt: new Date(lastWeekStart.getTime() + 50 * MINUTE),
  });
  const lw1 = await listLot(8, lastWeek.id, 1, { opening: 90_000, requiredDown: 10, increment: 500 });
  const lw2 = await listLot(9, lastWeek.id, 2, { opening: 240_000, requiredDown: 10, increment: 500 });
  const lwB1 = await joinAuction(lastWeek.id, bidder1, 101, new Date(lastWeekStart.getTime() - DAY));
  const lwB2 = await joinAuction(lastWeek.id, bidder2, 102, new Date(lastWeekStart.getTime() - DAY));
  const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);
  await joinLot(lwB1, lw1, 'Active', 40_000, at(lastWeekStart, 1), at(lastWeekStart, 25));
  await joinLot(lwB2, lw1, 'Active', 15_000, at(lastWeekStart, 2), at(lastWeekStart, 25));
  await runLot(
    lw1,
    at(lastWeekStart, 3),
    at(lastWeekStart, 23),
    [
      { by: lwB2, amount: 90_500, at: at(lastWeekStart, 5) },
      { by: lwB1, amount: 95_000, at: at(lastWeekStart, 8) },
      { by: lwB2, amount: 100_000, at: at(lastWeekStart, 12) },
      { by: lwB1, amount: 112_500, at: at(lastWeekStart, 19) },
    ],
    { at: at(lastWeekStart, 23), status: 'PendingTransaction', deposit: at(lastWeekStart, 95) },
  );
  await runLot(lw2, at(lastWeekStart, 30), at(lastWeekStart, 45), [], {
    at: at(lastWeekStart, 45),
    status: 'CompleteTransaction',
  });

  const twoWeeksStart = chicagoAt(now, -14, '12:00');
  const twoWeeks = await addAuction({
    type: 'Online',
    startType: 'Auto',
    startTime: twoWeeksStart,
    stopTime: at(twoWeeksStart, 60),
    timeLeft: 2,
    extraTime: 2,
    finishedAt: at(twoWeeksStart, 62),
  });
  const tw1 = await listLot(10, twoWeeks.id, 1, {
    opening: 150_000,
    requiredDown: 10,
    increment: 1000,
    stopTime: at(twoWeeksStart, 30),
  });
  const tw2 = await listLot(11, twoWeeks.id, 2, {
    opening: 55_000,
    requiredDown: 25,
    increment: 500,
    stopTime: at(twoWeeksStart, 62),
  });
  const twB2 = await joinAuction(twoWeeks.id, bidder2, 101, new Date(twoWeeksStart.getTime() - 2 * DAY));
  const twB3 = await joinAuction(twoWeeks.id, bidder3, 102, new Date(twoWeeksStart.getTime() - DAY));
  const twB1 = await joinAuction(twoWeeks.id, bidder1, 103, new Date(twoWeeksStart.getTime() - DAY));
  await joinLot(twB2, tw1, 'Active', 25_000, at(twoWeeksStart, 1), at(twoWeeksStart, 30));
  await joinLot(twB1, tw1, 'Active', 20_000, at(twoWeeksStart, 2), at(twoWeeksStart, 30));
  await joinLot(twB3, tw2, 'Active', 20_000, at(twoWeeksStart, 3), at(twoWeeksStart, 62));
  await joinLot(twB1, tw2, 'Spectating', 0, at(twoWeeksStart, 4), at(twoWeeksStart, 62));
  await runLot(
    tw1,
    twoWeeksStart,
    at(twoWeeksStart, 30),
    [
      { by: twB1, amount: 151_000, at: at(twoWeeksStart, 6) },
      { by: twB2, amount: 160_000, at: at(twoWeeksStart, 14) },
      { by: twB1, amount: 170_000, at: at(twoWeeksStart, 22) },
      { by: twB2, amount: 182_000, at: at(twoWeeksStart, 27) },
    ],
    {
      at: at(twoWeeksStart, 30),
      status: 'CompleteTransaction',
      deposit: at(twoWeeksStart, 90),
      payment: new Date(twoWeeksStart.getTime() + DAY),
    },
  );
  // A bid inside the last two minutes extended this lot's close from +60 to +62 minutes.
  await runLot(
    tw2,
    twoWeeksStart,
    at(twoWeeksStart, 62),
    [
      { by: twB3, amount: 55_500, at: at(twoWeeksStart, 20) },
      { by: twB3, amount: 61_000, at: at(twoWeeksStart, 59) },
    ],
    {
      at: at(twoWeeksStart, 62),
      status: 'DeedIssued',
      deposit: at(twoWeeksStart, 100),
      payment: new Date(twoWeeksStart.getTime() + DAY),
      deedDelivery: 'PickUp',
    },
  );
  return { twoWeeksStart, tw1, tw2 };
}

/** Moves the sold lots' cases on (waiting for the court, approved) and adds two case notes. */
export async function seedCaseOutcomes(
  tx: Db,
  { ago }: SeedClock,
  { auctioneer, employee }: DemoStaff,
  lotId: DemoLotId,
  { twoWeeksStart, tw1, tw2 }: PastSale,
) {
  // Case statuses follow their lots.
  const caseOf = async (id: number) =>
    first(await tx.select({ caseId: lots.caseId }).from(lots).where(eq(lots.id, id))).caseId;
  await tx
    .update(cases)
    .set({ caseStatus: 'WaitingCourtHouse' })
    .where(eq(cases.id, await caseOf(tw1)));
  await tx
    .update(cases)
    .set({ caseStatus: 'Approved' })
    .where(eq(cases.id, await caseOf(tw2)));
  await tx.insert(caseNotes).values([
    {
      caseId: await caseOf(tw2),
      subject: 'Order confirming sale',
      body: 'Judge signed the order approving the sale; deed released for pick-up.',
      createdBy: employee.id,
      createdAt: new Date(twoWeeksStart.getTime() + 7 * DAY),
    },
    {
      caseId: await caseOf(lotId(0)),
      subject: 'Occupancy',
      body: 'Property appears occupied; no interior inspection available.',
      createdBy: auctioneer.id,
      createdAt: ago(10 * DAY),
    },
  ]);
}
