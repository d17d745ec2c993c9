import type { TOwnIdentity } from '@bidright/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidders, identityEvidence } from '../../db/schema/index';

/** GET /api/verifications/identity: the calling bidder's identity state, the latest check and any reason. */
export async function getOwnIdentity(db: Db, bidderId: number): Promise<TOwnIdentity> {
  const [bidder] = await db
    .select({ status: bidders.identityStatus })
    .from(bidders)
    .where(eq(bidders.userId, bidderId));
  const [latest] = await db
    .select()
    .from(identityEvidence)
    .where(eq(identityEvidence.bidderId, bidderId))
    .orderBy(desc(identityEvidence.id))
    .limit(1);
  return {
    status: bidder?.status ?? 'Unverified',
    reason: latest?.decisionReason ?? null,
    decidedAt: latest?.decidedAt?.toISOString() ?? null,
    checkedAt: latest?.createdAt.toISOString() ?? null,
    result: latest?.result ?? null,
  };
}

/** The bidder's identity state alone ('Unverified' when there is no bidder row yet). */
export async function identityStatusOf(db: Db, bidderId: number) {
  const [bidder] = await db
    .select({ status: bidders.identityStatus })
    .from(bidders)
    .where(eq(bidders.userId, bidderId));
  return bidder?.status ?? 'Unverified';
}
