import type { Db } from '../../db/client';
import { auctionStreams } from '../../db/schema/index';
import type { AuctionKit } from './auction-kit';
import type { DemoStaff } from './companies-and-staff';
import { DAY, dollars, HOUR, MINUTE, type SeedClock } from './seed-kit';

/**
 * Seeds the two auctions running now: a manual hybrid sale with a live video stream and no lot started yet
 * (lots 0 and 1), and an auto online sale whose lots 2, 3 and 4 close in 20, 40 and 60 minutes (`lotMinutes`
 * apart), the first with three bids, the last with two maximums and the bids they placed. `extensionWindowMinutes`
 * is the auto sale's anti-sniping window. Answers the auto sale's lots.
 */
export async function seedLiveAuctions(
  tx: Db,
  { ago, later }: SeedClock,
  { bidder1, bidder2, bidder3 }: DemoStaff,
  { addAuction, listLot, joinAuction, joinLot, runLot, setMaximum }: AuctionKit,
  { extensionWindowMinutes = 2, lotMinutes = 20 }: { extensionWindowMinutes?: number; lotMinutes?: number },
) {
  const closing = (nth: 1 | 2 | 3) => later(nth * lotMinutes * MINUTE);
  // 1. Manual hybrid auction, live since 5 minutes ago, no lot started yet.
  const manualStart = ago(5 * MINUTE);
  const manual = await addAuction({
    type: 'Hybrid',
    startType: 'Manual',
    startTime: manualStart,
    stopTime: new Date(manualStart.getTime() + 3 * HOUR),
    location: 'Richard J. Daley Center, 50 W Washington St, Room 2302, Chicago, IL 60602',
    minBidIncrementsCents: dollars(500),
  });
  await listLot(0, manual.id, 1, { opening: 50_000, requiredDown: 10, increment: 500 });
  await listLot(1, manual.id, 2, { opening: 85_000, requiredDown: 10, increment: 500 });
  await tx.insert(auctionStreams).values({
    auctionId: manual.id,
    title: 'Daley Center sale room',
    url: 'https://www.youtube.com/watch?v=jfKfPfyJRdk',
    status: 'Live',
    createdAt: ago(DAY),
  });

  // 2. Auto online auction, live: lots close at +20, +40 and +60 minutes (by default).
  const autoStart = ago(10 * MINUTE);
  const auto = await addAuction({
    type: 'Online',
    startType: 'Auto',
    startTime: autoStart,
    stopTime: closing(3),
    timeLeft: extensionWindowMinutes,
    extraTime: 2,
  });
  const autoLots = [
    await listLot(2, auto.id, 1, {
      opening: 120_000,
      requiredDown: 10,
      increment: 1000,
      stopTime: closing(1),
    }),
    await listLot(3, auto.id, 2, {
      opening: 95_000,
      requiredDown: 10,
      increment: 1000,
      stopTime: closing(2),
    }),
    await listLot(4, auto.id, 3, {
      opening: 60_000,
      requiredDown: 10,
      increment: 500,
      stopTime: closing(3),
    }),
  ] as const;
  const autoB1 = await joinAuction(auto.id, bidder1, 101, ago(2 * DAY));
  const autoB2 = await joinAuction(auto.id, bidder2, 102, ago(DAY));
  await joinLot(autoB1, autoLots[0], 'Active', 50_000, ago(9 * MINUTE));
  await joinLot(autoB2, autoLots[0], 'Active', 30_000, ago(8 * MINUTE));
  await joinLot(autoB2, autoLots[1], 'Spectating', 0, ago(8 * MINUTE));
  await runLot(autoLots[0], autoStart, closing(1), [
    { by: autoB1, amount: 121_000, at: ago(7 * MINUTE) },
    { by: autoB2, amount: 123_000, at: ago(5 * MINUTE) },
    { by: autoB1, amount: 125_000, at: ago(3 * MINUTE) },
  ]);
  await runLot(autoLots[1], autoStart, closing(2), []);
  // The 60-minute lot runs on maximum bids (issue 32): bidder3 left $75,000 and opened at the minimum, then
  // bidder2's $70,000 bid its amount and bidder3's answered one step over it.
  const autoB3 = await joinAuction(auto.id, bidder3, 103, ago(DAY));
  // Deposits just cover the maximums at 10 % down (bidder3's balance is small).
  await joinLot(autoB3, autoLots[2], 'Active', 7_500, ago(9 * MINUTE));
  await joinLot(autoB2, autoLots[2], 'Active', 7_000, ago(8 * MINUTE));
  await setMaximum(autoB3, autoLots[2], 75_000, ago(6 * MINUTE));
  await setMaximum(autoB2, autoLots[2], 70_000, ago(4 * MINUTE), ago(4 * MINUTE));
  await runLot(autoLots[2], autoStart, closing(3), [
    { by: autoB3, amount: 60_500, at: ago(6 * MINUTE), byMaximum: true },
    { by: autoB2, amount: 70_000, at: ago(4 * MINUTE), byMaximum: true },
    { by: autoB3, amount: 70_500, at: ago(4 * MINUTE), byMaximum: true },
  ]);
  return autoLots;
}
