import { DEFAULT_MESSAGES, type TSaleApproval, type TSaleApprovalDecisionBody } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';

const AUCTION_NOT_FOUND = 'Auction is not found!';
const isStaff = (caller: AuthUser) => caller.role === 'Auctioneer' || caller.role === 'Employee';

/** The auction's host, for staff of that host (and admins when `allowAdmin`); 404 for an unknown auction. */
async function auctionOfStaff(db: Db, caller: AuthUser, auctionId: number, allowAdmin: boolean) {
  if (!isStaff(caller) && !(allowAdmin && caller.role === 'Admin')) throw forbidden();
  const [row] = await queryRows<{ company_id: number; require_bidder_approval: boolean }>(
    db,
    sql`select company_id, require_bidder_approval from auctions where id = ${auctionId}`,
  );
  if (!row) throw notFound(AUCTION_NOT_FOUND);
  assertCompanyAccess(caller, Number(row.company_id));
  return { companyId: Number(row.company_id), requireApproval: row.require_bidder_approval === true };
}

/** PUT /api/auctions/:auctionId/bidderapproval: the host's switch "Require approval of each bidder". */
export async function setBidderApproval(
  db: Db,
  caller: AuthUser,
  auctionId: number,
  requireApproval: boolean,
) {
  const auction = await auctionOfStaff(db, caller, auctionId, false);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`update auctions set require_bidder_approval = ${requireApproval}, updated_at = now()
      where id = ${auctionId}`);
    await logActivity(tx, {
      companyId: auction.companyId,
      userId: caller.id,
      title: requireApproval ? 'Bidder Approval Required' : 'Bidder Approval Not Required',
      body: `Auction ${auctionId}: ${requireApproval ? 'each bidder now needs approval to join.' : 'bidders join without approval.'}`,
    });
  });
  return { requireApproval };
}

/** GET /api/auctions/:auctionId/approvals: the auction's requests, pending first. */
export async function listApprovals(db: Db, caller: AuthUser, auctionId: number) {
  const auction = await auctionOfStaff(db, caller, auctionId, true);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select sa.id, sa.auction_id, sa.bidder_id, sa.status, sa.reason, sa.is_non_payer, sa.created_at, sa.decided_at,
        trim(u.first_name || ' ' || u.last_name) as bidder_name
      from sale_approvals sa join users u on u.id = sa.bidder_id
      where sa.auction_id = ${auctionId}
      order by (sa.status = 'Pending') desc, sa.created_at, sa.id limit 500`,
  );
  return { requireApproval: auction.requireApproval, approvals: rows.map(presentApproval) };
}

function presentApproval(row: Record<string, unknown>): TSaleApproval {
  return {
    id: String(row.id),
    auctionId: String(row.auction_id),
    bidderId: String(row.bidder_id),
    bidderName: String(row.bidder_name),
    status: row.status as TSaleApproval['status'],
    reason: (row.reason as string | null) ?? null,
    isNonPayer: row.is_non_payer === true,
    requestedAt: new Date(row.created_at as string).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at as string).toISOString() : null,
  };
}

/**
 * POST /api/saleapprovals/:approvalId/decision: staff of the host approve or deny (with a reason) a pending
 * request, a non-payer's hold included; an admin may decide any request, a decided one too (an override),
 * always with a reason.
 */
export async function decideApproval(
  db: Db,
  caller: AuthUser,
  approvalId: number,
  body: TSaleApprovalDecisionBody,
) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await queryRows<{ auction_id: number; status: string }>(
      tx,
      sql`select auction_id, status from sale_approvals where id = ${approvalId} for update`,
    );
    if (!isStaff(caller) && caller.role !== 'Admin') throw forbidden();
    if (!row) throw notFound('Request is not found!');
    const auction = await auctionOfStaff(tx, caller, Number(row.auction_id), true);
    const isAdmin = caller.role === 'Admin';
    if (!isAdmin && row.status !== 'Pending') throw badRequest(DEFAULT_MESSAGES.alreadyDecided);
    if (isAdmin && !body.reason)
      throw badRequest(DEFAULT_MESSAGES.reasonRequired, { reason: DEFAULT_MESSAGES.reasonRequired });
    const [updated] = await queryRows<Record<string, unknown>>(
      tx,
      sql`update sale_approvals sa set status = ${body.status}, reason = coalesce(${body.reason ?? null}, sa.reason),
          decided_by_user_id = ${caller.id}, decided_at = now()
        from users u where sa.id = ${approvalId} and u.id = sa.bidder_id
        returning sa.id, sa.auction_id, sa.bidder_id, sa.status, sa.reason, sa.is_non_payer, sa.created_at,
          sa.decided_at, trim(u.first_name || ' ' || u.last_name) as bidder_name`,
    );
    const approval = presentApproval(updated!);
    await logActivity(tx, {
      companyId: auction.companyId,
      userId: caller.id,
      title: isAdmin && row.status !== 'Pending' ? 'Bidder Approval Overridden' : `Bidder ${body.status}`,
      body: `${approval.bidderName} in auction ${approval.auctionId}: ${body.status}${body.reason ? ` (${body.reason})` : ''}.`,
    });
    return approval;
  });
}
