import { creditBidDeadline } from '@bidright/domain/credit-bid-deadline';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { firmIdsOf } from '../cases/public';
import { LOT_NOT_FOUND } from '../lots/public';

/** A lot with what its credit bid is judged by: its case, its auction's setting and the host's zone. */
export interface TCreditBidLot {
  lotId: number;
  lotNumber: number | null;
  caseId: number;
  caseNumber: string;
  companyId: number;
  clientId: number;
  judgmentCents: number | null;
  hasStarted: boolean;
  auctionId: number | null;
  isRequired: boolean;
  /** The deadline in force; null without an auction. */
  deadline: Date | null;
  minSharePercent: number;
  timeZone: string;
}

/** The lot's current (not withdrawn) entry. */
export interface TCurrentEntry {
  id: number;
  amountCents: number | null;
  plaintiffDoesNotBid: boolean;
  overrideReason: string | null;
  enteredBy: number;
  enteredByName: string;
  enteredAt: Date;
  confirmedBy: number | null;
  confirmedByName: string | null;
  confirmedAt: Date | null;
  mismatchCount: number;
}

export interface THistoryRow {
  creditBidId: number;
  action: 'Entered' | 'Confirmed' | 'Mismatch' | 'Withdrawn';
  userId: number | null;
  byName: string;
  at: Date;
  amountCents: number | null;
  plaintiffDoesNotBid: boolean;
  note: string | null;
  isEntryConfirmed: boolean;
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Lots with their credit-bid context, by a condition on `l` (lots), `c` (cases) or `a` (auctions). */
export async function loadCreditBidLots(
  db: Db,
  where: SQL,
  options: { forUpdate?: boolean } = {},
): Promise<TCreditBidLot[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select l.id, l.lot_number, l.case_id, l.started_time, l.auction_id, c.case_number, c.company_id,
        c.client_id, c.judgment_cents, a.start_time, a.credit_bid_required, a.credit_bid_deadline,
        a.credit_bid_min_share_percent, co.time_zone
      from lots l join cases c on c.id = l.case_id join companies co on co.id = c.company_id
        left join auctions a on a.id = l.auction_id
      where ${where} order by l.lot_number nulls last, l.id ${options.forUpdate ? sql`for update of l` : sql``}`,
  );
  return rows.map((row) => {
    const timeZone = String(row.time_zone);
    const hasAuction = row.auction_id !== null && row.start_time !== null;
    return {
      lotId: Number(row.id),
      lotNumber: num(row.lot_number),
      caseId: Number(row.case_id),
      caseNumber: String(row.case_number),
      companyId: Number(row.company_id),
      clientId: Number(row.client_id),
      judgmentCents: num(row.judgment_cents),
      hasStarted: row.started_time !== null,
      auctionId: num(row.auction_id),
      isRequired: hasAuction && Boolean(row.credit_bid_required),
      deadline: hasAuction
        ? creditBidDeadline({
            saleStart: new Date(row.start_time as string),
            timeZone,
            hostDeadline: row.credit_bid_deadline ? new Date(row.credit_bid_deadline as string) : null,
          })
        : null,
      minSharePercent: num(row.credit_bid_min_share_percent) ?? 50,
      timeZone,
    };
  });
}

/** One lot's context, optionally with its row locked (entries and confirmations serialise with START). */
export async function loadCreditBidLot(db: Db, lotId: number, options: { forUpdate?: boolean } = {}) {
  const [lot] = await loadCreditBidLots(db, sql`l.id = ${lotId}`, options);
  if (!lot) throw notFound(LOT_NOT_FOUND);
  return lot;
}

/** How the caller stands to a lot's case: an attorney of its firm, staff of its host, an admin, or none. */
export type TCreditBidStanding = 'firm' | 'host' | 'admin';

/**
 * Who may read a lot's credit bid: attorneys of the case's firm, staff of the host company, admins. Anyone
 * else gets 403 (the lot's existence was already answered by 404 first).
 */
export async function standingOf(
  db: Db,
  caller: AuthUser,
  lot: { clientId: number; companyId: number },
): Promise<TCreditBidStanding> {
  if (caller.role === 'Admin') return 'admin';
  if (caller.role === 'Client') {
    if ((await firmIdsOf(db, caller.id)).includes(lot.clientId)) return 'firm';
    throw forbidden();
  }
  if ((caller.role === 'Auctioneer' || caller.role === 'Employee') && caller.companyId === lot.companyId)
    return 'host';
  throw forbidden();
}

/** The current entries of these lots, by lot id. */
export async function loadCurrentEntries(db: Db, lotIds: number[]): Promise<Map<number, TCurrentEntry>> {
  if (lotIds.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select cb.*, eu.first_name || ' ' || eu.last_name as entered_by_name,
        cu.first_name || ' ' || cu.last_name as confirmed_by_name
      from credit_bids cb join users eu on eu.id = cb.entered_by left join users cu on cu.id = cb.confirmed_by
      where cb.withdrawn_at is null and cb.lot_id in (${sql.join(
        lotIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.lot_id),
      {
        id: Number(row.id),
        amountCents: num(row.amount_cents),
        plaintiffDoesNotBid: Boolean(row.plaintiff_does_not_bid),
        overrideReason: (row.override_reason as string | null) ?? null,
        enteredBy: Number(row.entered_by),
        enteredByName: String(row.entered_by_name),
        enteredAt: new Date(row.entered_at as string),
        confirmedBy: num(row.confirmed_by),
        confirmedByName: (row.confirmed_by_name as string | null) ?? null,
        confirmedAt: row.confirmed_at ? new Date(row.confirmed_at as string) : null,
        mismatchCount: Number(row.mismatch_count),
      },
    ]),
  );
}

/** Every recorded step of these lots, oldest first, by lot id. */
export async function loadHistory(db: Db, lotIds: number[]): Promise<Map<number, THistoryRow[]>> {
  const byLot = new Map<number, THistoryRow[]>();
  if (lotIds.length === 0) return byLot;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select h.*, coalesce(u.first_name || ' ' || u.last_name, 'A deleted user') as by_name,
        cb.confirmed_at is not null as is_entry_confirmed
      from credit_bid_history h join credit_bids cb on cb.id = h.credit_bid_id
        left join users u on u.id = h.user_id
      where h.lot_id in (${sql.join(
        lotIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by h.id`,
  );
  for (const row of rows) {
    const lotId = Number(row.lot_id);
    const list = byLot.get(lotId) ?? [];
    list.push({
      creditBidId: Number(row.credit_bid_id),
      action: row.action as THistoryRow['action'],
      userId: num(row.user_id),
      byName: String(row.by_name),
      at: new Date(row.created_at as string),
      amountCents: num(row.amount_cents),
      plaintiffDoesNotBid: Boolean(row.plaintiff_does_not_bid),
      note: (row.note as string | null) ?? null,
      isEntryConfirmed: Boolean(row.is_entry_confirmed),
    });
    byLot.set(lotId, list);
  }
  return byLot;
}

/** Appends one step to the history; answers its id. */
export async function recordStep(
  tx: Db,
  step: {
    creditBidId: number;
    lotId: number;
    action: THistoryRow['action'];
    userId: number;
    amountCents: number | null;
    plaintiffDoesNotBid: boolean;
    note?: string | null;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into credit_bid_history (credit_bid_id, lot_id, action, user_id, amount_cents, plaintiff_does_not_bid, note)
      values (${step.creditBidId}, ${step.lotId}, ${step.action}, ${step.userId}, ${step.amountCents},
        ${step.plaintiffDoesNotBid}, ${step.note ?? null}) returning id`,
  );
  return Number(row!.id);
}
