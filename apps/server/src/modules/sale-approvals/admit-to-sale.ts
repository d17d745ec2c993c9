import { DEFAULT_MESSAGES, NON_PAYER_HOLD_REASON, type TMySaleApproval } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { badRequest } from '../../errors';

/** A bidder's standing in an auction: whether it asks for approval, and their request if any. */
async function standing(db: Db, auctionId: number, bidderId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select a.require_bidder_approval, sa.status, sa.reason,
        exists (select 1 from non_payers n where n.company_id = a.company_id and n.bidder_id = ${bidderId}
          and n.removed_at is null) as is_non_payer
      from auctions a left join sale_approvals sa on sa.auction_id = a.id and sa.bidder_id = ${bidderId}
      where a.id = ${auctionId}`,
  );
  if (!row) return undefined;
  return {
    requireApproval: row.require_bidder_approval === true,
    isNonPayer: row.is_non_payer === true,
    status: (row.status as TMySaleApproval['status']) ?? null,
    reason: (row.reason as string | null) ?? null,
  };
}

/**
 * The gate of a join (ADR 0075), run by the join route before the join's transaction: one indexed read.
 * Nothing is asked when the auction does not require approval and the bidder is not on the host's non-payer
 * list, so the spec's join stays exactly as it was. Otherwise an approved bidder passes; a first join files a
 * pending request (held with the reason "non-payer" for a listed bidder) and, like a pending or denied
 * request, is refused with a coded 400. The bid path keeps its checks: a bidder not admitted never joined.
 */
export async function admitToSale(db: Db, auctionId: number, bidderId: number): Promise<void> {
  const current = await standing(db, auctionId, bidderId);
  if (!current || (!current.requireApproval && !current.isNonPayer)) return;
  if (current.status === 'Approved') return;
  if (current.status === 'Denied')
    throw badRequest(
      DEFAULT_MESSAGES.approvalDenied,
      current.reason ? { reason: current.reason } : undefined,
    );
  if (current.status === null)
    await db.execute(sql`insert into sale_approvals (auction_id, bidder_id, reason, is_non_payer)
      values (${auctionId}, ${bidderId}, ${current.isNonPayer ? NON_PAYER_HOLD_REASON : null}, ${current.isNonPayer})
      on conflict (auction_id, bidder_id) do nothing`);
  throw badRequest(DEFAULT_MESSAGES.approvalPending);
}

/** GET /api/auctions/:auctionId/myapproval: what the lot page shows instead of the bid box, if anything. */
export async function myApproval(db: Db, auctionId: number, bidderId: number): Promise<TMySaleApproval> {
  const current = await standing(db, auctionId, bidderId);
  if (!current) return { requireApproval: false, status: null, reason: null };
  const asked = current.requireApproval || current.isNonPayer;
  return {
    requireApproval: asked,
    status: current.status ?? (asked ? 'Pending' : null),
    // A non-payer's hold is explained to the host, not to the bidder.
    reason: current.status === 'Denied' ? current.reason : null,
  };
}
