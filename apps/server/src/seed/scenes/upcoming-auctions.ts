import type { AuctionKit } from './auction-kit';
import type { DemoStaff } from './companies-and-staff';
import { chicagoAt, DAY, dollars, HOUR, type SeedClock } from './seed-kit';

/**
 * Seeds the two upcoming auctions: a manual in-person sale tomorrow at 10:00 Chicago time (lots 5 and 6; lot 5
 * carries absentee maximums from bidder1 and bidder2) and an auto online sale in three days (lot 7), which bidder1 has pre-registered for.
 */
export async function seedUpcomingAuctions(
  { now, ago }: SeedClock,
  { bidder1, bidder2 }: DemoStaff,
  { addAuction, listLot, joinAuction, joinLot, setMaximum }: AuctionKit,
) {
  // 3. Upcoming: manual in person tomorrow 10:00 Chicago; auto online in three days.
  const inPersonStart = chicagoAt(now, 1, '10:00');
  const inPerson = await addAuction({
    type: 'InPerson',
    startType: 'Manual',
    startTime: inPersonStart,
    stopTime: new Date(inPersonStart.getTime() + 2 * HOUR),
    location: 'Cook County Courthouse, 5600 Old Orchard Rd, Skokie, IL 60077',
    minBidIncrementsCents: dollars(500),
  });
  const absenteeLot = await listLot(5, inPerson.id, 1, {
    opening: 140_000,
    requiredDown: 10,
    increment: 500,
  });
  // Absentee maximums from two bidders (issue 32): when staff START the lot, bidder2's $150,000 bids its amount
  // and bidder1's $152,500 leads one step over it. Deposits just cover them at 10 % down.
  const absentee1 = await joinAuction(inPerson.id, bidder1, 101, ago(DAY));
  const absentee2 = await joinAuction(inPerson.id, bidder2, 102, ago(DAY));
  await joinLot(absentee1, absenteeLot, 'Active', 15_250, ago(DAY));
  await joinLot(absentee2, absenteeLot, 'Active', 15_000, ago(DAY));
  await setMaximum(absentee2, absenteeLot, 150_000, ago(20 * HOUR));
  await setMaximum(absentee1, absenteeLot, 152_500, ago(10 * HOUR));
  await listLot(6, inPerson.id, 2, { opening: 210_000, requiredDown: 10, increment: 1000 });
  const onlineStart = chicagoAt(now, 3, '12:00');
  const onlineStop = new Date(onlineStart.getTime() + 2 * HOUR);
  const online = await addAuction({
    type: 'Online',
    startType: 'Auto',
    startTime: onlineStart,
    stopTime: onlineStop,
    timeLeft: 2,
    extraTime: 2,
  });
  const upcomingLot = await listLot(7, online.id, 1, {
    opening: 155_000,
    requiredDown: 25,
    increment: 1000,
    stopTime: onlineStop,
  });
  const preRegistered = await joinAuction(online.id, bidder1, 101, ago(DAY));
  await joinLot(preRegistered, upcomingLot, 'PreRegistered', 0, ago(DAY));
}
