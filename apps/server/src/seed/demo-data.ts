import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { seedAdminArea } from './admin';
import { seedCompaniesArea } from './companies';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins';
import { seedDiscovery } from './discovery';
import { auctionKit } from './scenes/auction-kit';
import { seedBidders } from './scenes/bidders';
import { seedCasesAndLots } from './scenes/cases-and-lots';
import { seedCompaniesAndStaff } from './scenes/companies-and-staff';
import { seedCreditBids } from './scenes/credit-bids';
import { seedDefaults } from './scenes/defaults';
import { seedFeaturedLots } from './scenes/featured-lots';
import { seedIdentity } from './scenes/identity';
import { seedLiveAuctions } from './scenes/live-auctions';
import { seedCaseOutcomes, seedPastAuctions } from './scenes/past-auctions';
import { seedClock } from './scenes/seed-kit';
import { seedUpcomingAuctions } from './scenes/upcoming-auctions';
import { seedWinnings } from './winnings';

export interface SeedResult {
  seeded: boolean;
  logins: { role: string; userName: string }[];
}

/**
 * Fills an empty database with a believable Cook County demo: staff, a law firm, verified bidders with
 * sandbox funds, cases with lots and photographed properties, and auctions live now, upcoming and completed.
 * Does nothing when any user exists. Every bid has its lot event, and each lot's live state agrees with them.
 */
export interface SeedOptions {
  dataDir: string;
  now?: Date;
  /**
   * The live auto auction's anti-sniping window ("if bid within N minutes"); 2 by default. The browser tests
   * widen it so a bid on the first lot always extends it.
   */
  autoExtensionWindowMinutes?: number;
  /** The live auto auction's lots close this many minutes apart after `now` (1×, 2×, 3×); 20 by default. */
  autoLotMinutes?: number;
  /**
   * A folder of demo photos earlier seeds drew (DEMO_PHOTO_CACHE): a photo found there is copied, not drawn
   * again. The browser journeys' servers share one per run; unset, every photo is drawn.
   */
  photoCache?: string;
}

/**
 * Seeds the demo scene by scene, in the order their rows (and so their ids and activity log) always had: staff,
 * bidders, cases and lots, the live, upcoming and past auctions, case outcomes, featured lots, then discovery
 * content, in one transaction; then the company, admin and winnings areas.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedResult> {
  // The practice sale's own users (its host and rivals, ADR 0076) do not make a database "used".
  const existing = await queryRows(
    db,
    sql`select 1 from users u where u.id not in (select user_id from practice_rivals)
      and not exists (select 1 from companies c where c.id = u.company_id and c.is_practice) limit 1`,
  );
  if (existing.length > 0) return { seeded: false, logins: [] };

  const now = options.now ?? new Date();
  const passwordHash = await hash(DEMO_PASSWORD);
  const clock = seedClock(now);
  const files = { dataDir: options.dataDir, photoCache: options.photoCache };

  await db.transaction(async (tx) => {
    const staff = await seedCompaniesAndStaff(tx, clock, passwordHash);
    const profileIds = await seedBidders(tx, clock, staff);
    await seedIdentity(tx, clock, staff, options.dataDir);
    const lotId = await seedCasesAndLots(tx, clock, staff, files);
    const auctions = auctionKit(tx, clock, staff, lotId, profileIds);
    const autoLots = await seedLiveAuctions(tx, clock, staff, auctions, {
      extensionWindowMinutes: options.autoExtensionWindowMinutes,
      lotMinutes: options.autoLotMinutes,
    });
    await seedUpcomingAuctions(clock, staff, auctions);
    const pastSale = await seedPastAuctions(clock, staff, auctions);
    await seedCaseOutcomes(tx, clock, staff, lotId, pastSale);
    await seedFeaturedLots(tx, clock, staff, lotId, autoLots[0]);

    // Lots 12 and 13 stay Draft, in no auction.
    await seedDiscovery(tx, { now, files });
    // Last, so every row above keeps its id: tomorrow's in-person sale requires credit bids (ADR 0074).
    await seedCreditBids(tx, clock, staff);
  });
  await seedCompaniesArea(db, now);

  await seedAdminArea(db, { passwordHash, now });
  await seedWinnings(db);
  await seedDefaults(db, clock);
  return { seeded: true, logins: DEMO_LOGINS.map(({ role, userName }) => ({ role, userName })) };
}
