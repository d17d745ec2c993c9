import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { LOT_NOT_FOUND } from '../lots/public';

/** The sale facts of a lot that defaults and offers work from. */
export interface TDefaultLot {
  id: number;
  caseId: number;
  companyId: number;
  lotStatus: string;
  soldTo: string | null;
  requiredDown: number;
  reliefFeeCents: number;
  winnerBidId: number | null;
  winnerCreatedDate: Date | null;
  stoppedTime: Date | null;
  depositReceivedDate: Date | null;
  paymentReceivedDate: Date | null;
  timeZone: string;
  runnerUpOfferHours: number;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/**
 * Reads a lot with its host (optionally `FOR UPDATE` of the lot row). Only staff (Auctioneer, Employee) of the
 * lot's host company pass, and an Admin when `allowAdmin`; an unknown lot is 404 before anything else.
 */
export async function lotOfStaff(
  db: Db,
  caller: AuthUser,
  lotId: number,
  options: { forUpdate?: boolean; allowAdmin?: boolean } = {},
): Promise<TDefaultLot> {
  const [row] = await queryRows(
    db,
    sql`select l.id, l.case_id, c.company_id, l.lot_status, l.sold_to, l.required_down, l.relief_fee_cents,
        l.winner_bid_id, l.winner_created_date, l.stopped_time, l.deposit_received_date, l.payment_received_date,
        co.time_zone, co.runner_up_offer_hours
      from lots l join cases c on c.id = l.case_id join companies co on co.id = c.company_id
      where l.id = ${lotId} ${options.forUpdate ? sql`for update of l` : sql``}`,
  );
  const allowed =
    caller.role === 'Auctioneer' ||
    caller.role === 'Employee' ||
    (options.allowAdmin && caller.role === 'Admin');
  if (!allowed) throw forbidden();
  if (!row) throw notFound(LOT_NOT_FOUND);
  assertCompanyAccess(caller, Number(row.company_id));
  const lot = row;
  return {
    id: Number(lot.id),
    caseId: Number(lot.case_id),
    companyId: Number(lot.company_id),
    lotStatus: String(lot.lot_status),
    soldTo: (lot.sold_to as string | null) ?? null,
    requiredDown: Number(lot.required_down),
    reliefFeeCents: Number(lot.relief_fee_cents),
    winnerBidId: lot.winner_bid_id === null ? null : Number(lot.winner_bid_id),
    winnerCreatedDate: toDate(lot.winner_created_date),
    stoppedTime: toDate(lot.stopped_time),
    depositReceivedDate: toDate(lot.deposit_received_date),
    paymentReceivedDate: toDate(lot.payment_received_date),
    timeZone: String(lot.time_zone),
    runnerUpOfferHours: Number(lot.runner_up_offer_hours),
  };
}
