import { DEFAULT_RUNNER_UP_OFFER_HOURS } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import type { AuthUser } from '../../http/access-token';

/** GET /api/companies/runnerupofferhours: the hours the caller's host gives a runner-up to accept an offer. */
export async function readOfferHours(db: Db, caller: AuthUser): Promise<{ hours: number }> {
  const [row] = await queryRows<{ hours: number }>(
    db,
    sql`select runner_up_offer_hours as hours from companies where id = ${caller.companyId ?? -1}`,
  );
  return { hours: row ? Number(row.hours) : DEFAULT_RUNNER_UP_OFFER_HOURS };
}

/**
 * PUT /api/companies/runnerupofferhours: the host's Auctioneer sets the offer window (1–168 hours, checked by
 * the route's schema). Offers already made keep the deadline they were given; the next offer uses the new one.
 */
export async function setOfferHours(db: Db, caller: AuthUser, hours: number): Promise<{ hours: number }> {
  const companyId = caller.companyId ?? -1;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`update companies set runner_up_offer_hours = ${hours} where id = ${companyId}`);
    await logActivity(tx, {
      companyId,
      userId: caller.id,
      title: 'Runner-up Offer Hours Set',
      body: `A runner-up now has ${hours} hour${hours === 1 ? '' : 's'} to accept an offer.`,
    });
  });
  return { hours };
}
