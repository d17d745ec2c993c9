import { type TLotAuditChain, toDollars } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { type AuditChain, verifyLotChain } from '../audit-chain';

type TAuditMaximum = TLotAuditChain['maximums'][number];

/**
 * After the close, each maximum with when it was set and the bids it placed (issue 32): nothing before
 * the close, when an amount could still be used against its owner.
 */
async function loadClosedLotMaximums(db: Db, lotId: number): Promise<TAuditMaximum[]> {
  const rows = await queryRows(
    db,
    sql`select m.bidder_id, ab.paddle_number, m.amount_cents, m.created_date, m.updated_date,
        coalesce((select json_agg(b.seq order by b.seq) from bids b
          where b.lot_id = m.lot_id and b.bidder_id = m.bidder_id and b.placed_by_maximum), '[]'::json) as bid_seqs
      from maximum_bids m join lots l on l.id = m.lot_id join auction_bidders ab on ab.id = m.auction_bidder_id
      where m.lot_id = ${lotId} and l.stopped_time is not null
      order by m.amount_cents desc, m.updated_date`,
  );
  return rows.map((row) => {
    const seqs = (typeof row.bid_seqs === 'string' ? JSON.parse(row.bid_seqs) : row.bid_seqs) as unknown[];
    return {
      bidderId: String(row.bidder_id),
      paddleNumber: Number(row.paddle_number),
      amount: toDollars(Number(row.amount_cents)),
      createdDate: new Date(row.created_date as string).toISOString(),
      updatedDate: new Date(row.updated_date as string).toISOString(),
      bidSeqs: seqs.map(Number),
    };
  });
}

/**
 * A lot's audit trail, verified: for the owning host's staff, admins, and bidders on that lot (anyone with a
 * participation row for it). Staff and admins read every event in full. A bidder reads every event's seq,
 * code, time and hash, so they can follow the chain and find their receipts' hashes in it, but the payload
 * only of their own bids: other bidders' names and deposits are not theirs to read.
 */
export async function readLotAudit(
  db: Db,
  caller: AuthUser,
  lotId: number,
): Promise<AuditChain & { maximums: TAuditMaximum[] }> {
  const [lot] = await queryRows<{ company_id: number | null; is_on_lot: boolean }>(
    db,
    sql`select coalesce(a.company_id, c.company_id) as company_id,
        exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
          where abl.lot_id = l.id and ab.bidder_id = ${caller.id}) as is_on_lot
      from lots l join cases c on c.id = l.case_id left join auctions a on a.id = l.auction_id
      where l.id = ${lotId}`,
  );
  if (!lot) throw notFound('Lot is not found!');
  const isStaff =
    (caller.role === 'Auctioneer' || caller.role === 'Employee') &&
    caller.companyId !== null &&
    Number(lot.company_id) === caller.companyId;
  const isBidder = caller.role === 'Bidder' && lot.is_on_lot;
  if (!isStaff && !isBidder && caller.role !== 'Admin') throw forbidden();
  const chain = await verifyLotChain(db, lotId);
  if (!chain) throw notFound('Lot is not found!');
  const maximums = await loadClosedLotMaximums(db, lotId);
  if (!isBidder) return { ...chain, maximums };
  const own = String(caller.id);
  return {
    ...chain,
    maximums,
    entries: chain.entries.map((entry) => {
      const payload = entry.payload as { event?: string; bidder?: { id?: string } } | null;
      const isOwnBid = payload?.event === 'BID_PLACED' && payload.bidder?.id === own;
      return isOwnBid ? entry : { ...entry, payload: null };
    }),
  };
}
