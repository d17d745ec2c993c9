import type { Db } from '../../db/client';
import { featuredLots } from '../../db/schema/index';
import type { DemoLotId } from './cases-and-lots';
import type { DemoStaff } from './companies-and-staff';
import { DAY, type SeedClock } from './seed-kit';

/** Features two lots: the live auto sale's first lot by the host, and lot 5 (upcoming) by the platform admin. */
export async function seedFeaturedLots(
  tx: Db,
  { ago }: SeedClock,
  { lakeshore, auctioneer, admin }: DemoStaff,
  lotId: DemoLotId,
  firstLiveLot: number,
) {
  // Featured lots: one by the host, one by the platform admin.
  await tx.insert(featuredLots).values([
    {
      lotId: firstLiveLot,
      companyId: lakeshore.id,
      isAdmin: false,
      createdBy: auctioneer.id,
      createdAt: ago(3 * DAY),
    },
    { lotId: lotId(5), companyId: null, isAdmin: true, createdBy: admin.id, createdAt: ago(2 * DAY) },
  ]);
}
