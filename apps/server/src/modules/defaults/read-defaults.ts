import { type TLotDefaults, type TNonPayer, type TRunnerUpOffer, toDollars } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { AuthUser } from '../../http/access-token';
import { depositNeededCents } from '../../live/participation/participation-kernel';
import { loadSettlementSettings } from '../configurations/public';
import { findRunnerUp } from './find-runner-up';
import { lotOfStaff } from './lot-of-staff';
import { isWinPastDue } from './mark-defaulted';
import { openDefaultOf } from './offer-runner-up';

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** Offers as both staff and the bidder read them, newest first. */
async function loadOffers(db: Db, where: SQL): Promise<(TRunnerUpOffer & { defaultId: string })[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select o.id, o.default_id, o.lot_id, l.lot_number, c.case_number, o.amount_cents, o.status, o.created_at,
        o.deadline_at, o.responded_at, l.required_down, co.name as host_name, co.time_zone,
        trim(u.first_name || ' ' || u.last_name) as bidder_name,
        (select concat_ws(', ', p.street_line1, p.city) from properties p where p.lot_id = l.id
          order by p.is_primary desc, p.id limit 1) as address
      from runner_up_offers o join lots l on l.id = o.lot_id join cases c on c.id = l.case_id
      join companies co on co.id = c.company_id join users u on u.id = o.bidder_id
      where ${where} order by o.id desc limit 100`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    defaultId: String(row.default_id),
    lotId: String(row.lot_id),
    lotNumber: row.lot_number === null ? null : Number(row.lot_number),
    caseNumber: String(row.case_number),
    bidderName: String(row.bidder_name),
    amount: toDollars(Number(row.amount_cents)),
    depositAmount: toDollars(depositNeededCents(Number(row.amount_cents), Number(row.required_down))),
    status: row.status as TRunnerUpOffer['status'],
    offeredAt: iso(row.created_at)!,
    deadlineAt: iso(row.deadline_at)!,
    respondedAt: iso(row.responded_at),
    address: (row.address as string | null) || null,
    hostName: String(row.host_name),
    timeZone: String(row.time_zone),
  }));
}

/** GET /api/bidders/runnerupoffers: the caller's offers (open ones and those of the last 30 days). */
export async function listMyOffers(db: Db, bidderId: number): Promise<TRunnerUpOffer[]> {
  const offers = await loadOffers(
    db,
    sql`o.bidder_id = ${bidderId} and (o.status = 'Open' or o.created_at > now() - interval '30 days')`,
  );
  return offers.map(({ defaultId: _defaultId, ...offer }) => offer);
}

/** GET /api/lots/:lotId/defaults: the lot's defaulted wins with their offers, and what staff may do now. */
export async function readLotDefaults(
  db: Db,
  caller: AuthUser,
  lotId: number,
  now = new Date(),
): Promise<TLotDefaults> {
  const lot = await lotOfStaff(db, caller, lotId, { allowAdmin: true });
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select d.id, d.amount_cents, d.won_at, d.created_at, d.reason, d.closed_reason,
        trim(u.first_name || ' ' || u.last_name) as bidder_name
      from lot_defaults d join users u on u.id = d.bidder_id where d.lot_id = ${lot.id} order by d.id desc`,
  );
  const offers = await loadOffers(db, sql`o.lot_id = ${lot.id}`);
  let canMarkDefaulted = false;
  if (lot.winnerBidId !== null) {
    const [win] = await queryRows<{ amount_cents: string | number }>(
      db,
      sql`select amount_cents from bids where id = ${lot.winnerBidId}`,
    );
    canMarkDefaulted = isWinPastDue(
      lot,
      Number(win?.amount_cents ?? 0),
      await loadSettlementSettings(db),
      now,
    );
  }
  const open = await openDefaultOf(db, lot);
  const hasOpenOffer = offers.some((offer) => offer.status === 'Open');
  const runnerUp = open && !open.isClosed && !hasOpenOffer ? await findRunnerUp(db, lot.id) : null;
  return {
    defaults: rows.map((row) => ({
      id: String(row.id),
      lotId: String(lot.id),
      bidderName: String(row.bidder_name),
      amount: toDollars(Number(row.amount_cents)),
      wonAt: iso(row.won_at),
      defaultedAt: iso(row.created_at)!,
      reason: String(row.reason),
      closedReason: (row.closed_reason as string | null) ?? null,
      offers: offers
        .filter((offer) => offer.defaultId === String(row.id))
        .map(({ defaultId: _defaultId, ...offer }) => offer),
    })),
    canMarkDefaulted,
    nextRunnerUp: runnerUp
      ? { bidderName: runnerUp.bidderName, amount: toDollars(runnerUp.amountCents) }
      : null,
    timeZone: lot.timeZone,
  };
}

/**
 * GET /api/nonpayers: the host's non-payer list for its staff (their own company only), every host's for an
 * admin; removed entries are kept and shown as removed.
 */
export async function listNonPayers(db: Db, caller: AuthUser): Promise<TNonPayer[]> {
  const scope = caller.role === 'Admin' ? sql`true` : sql`n.company_id = ${caller.companyId ?? -1}`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select n.id, n.company_id, co.name as host_name, n.bidder_id, n.lot_id, l.lot_number, c.case_number,
        n.reason, n.created_at, n.removed_at, n.removed_reason, trim(u.first_name || ' ' || u.last_name) as bidder_name
      from non_payers n join users u on u.id = n.bidder_id join companies co on co.id = n.company_id
      left join lots l on l.id = n.lot_id left join cases c on c.id = l.case_id
      where ${scope} order by n.removed_at is not null, n.created_at desc, n.id desc limit 500`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    companyId: String(row.company_id),
    hostName: String(row.host_name),
    bidderId: String(row.bidder_id),
    bidderName: String(row.bidder_name),
    lotId: row.lot_id === null ? null : String(row.lot_id),
    lotNumber: row.lot_number === null || row.lot_number === undefined ? null : Number(row.lot_number),
    caseNumber: (row.case_number as string | null) ?? null,
    reason: String(row.reason),
    createdAt: iso(row.created_at)!,
    removedAt: iso(row.removed_at),
    removedReason: (row.removed_reason as string | null) ?? null,
  }));
}
