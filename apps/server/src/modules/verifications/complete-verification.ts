import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * Sets the bidder's one "verified" flag (the one every join and in-person add reads) once all three hold: the
 * identity is Verified (ADR 0072), a valid linked bank account, and a verified phone. Answers the flag.
 * The accounts area's phone and account steps reach the same three conditions.
 */
export async function completeVerification(db: Db, bidderId: number): Promise<boolean> {
  await db.execute(sql`
    update bidders set is_verified = true, verified_date = coalesce(verified_date, now())
    where user_id = ${bidderId} and identity_status = 'Verified' and not is_verified
      and exists (select 1 from bank_accounts a
                  where a.bidder_id = ${bidderId} and a.is_valid and a.removed_at is null)
      and exists (select 1 from bidder_phones p where p.user_id = ${bidderId} and p.verified_date is not null)`);
  const [row] = await queryRows<{ is_verified: boolean }>(
    db,
    sql`select is_verified from bidders where user_id = ${bidderId}`,
  );
  return row?.is_verified === true;
}
