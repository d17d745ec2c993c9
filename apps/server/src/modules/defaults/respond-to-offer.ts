import { DEFAULT_MESSAGES, formatUsd, isOfferOpen, winReliefFeeCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { LotAlerts } from '../../jobs/lot-alerts-port';
import { availableBalanceCents } from '../../live/participation/funds';
import { depositNeededCents } from '../../live/participation/participation-kernel';
import { loadSettlementSettings } from '../configurations/public';
import { inTransaction } from '../lots/public';

export const OFFER_NOT_FOUND = 'Offer is not found!';

/** Locks the caller's own offer; another bidder's offer is 404, as if it did not exist. */
async function ownOffer(tx: Db, bidderId: number, offerId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select o.id, o.lot_id, o.bid_id, o.amount_cents, o.status, o.deadline_at, o.default_id,
        l.required_down, c.company_id, c.id as case_id
      from runner_up_offers o join lots l on l.id = o.lot_id join cases c on c.id = l.case_id
      where o.id = ${offerId} and o.bidder_id = ${bidderId}
      for update of o`,
  );
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return {
    id: Number(row.id),
    lotId: Number(row.lot_id),
    bidId: Number(row.bid_id),
    amountCents: Number(row.amount_cents),
    status: row.status as 'Open',
    deadlineAt: new Date(row.deadline_at as string),
    requiredDown: Number(row.required_down),
    companyId: Number(row.company_id),
    caseId: Number(row.case_id),
  };
}

/**
 * POST /api/bidders/runnerupoffers/:offerId/accept: the runner-up takes the lot at their bid. The deposit is
 * locked by the same rule as a join's (ADR 0075): the bidder row is locked, the available balance must cover
 * the deposit the lot requires, and from the commit the won lot holds that deposit out of the balance, as any
 * win awaiting payment does (funds.ts). The lot gets a new win — this bid, won now — so its deadlines, its
 * receipt and its Report of Sale are those of this bidder and price; the defaulted win stays in lot_defaults.
 */
export async function acceptOffer(
  db: Db,
  alerts: LotAlerts,
  bidderId: number,
  offerId: number,
  now = new Date(),
) {
  const settings = await loadSettlementSettings(db);
  return inTransaction(db, async (tx) => {
    // The join's order of locks: the bidder row, then the lot row.
    await tx.execute(sql`select 1 from bidders where user_id = ${bidderId} for update`);
    const offer = await ownOffer(tx, bidderId, offerId);
    if (!isOfferOpen(offer, now)) throw badRequest(DEFAULT_MESSAGES.offerNotOpen);
    const [lot] = await queryRows<{ winner_bid_id: number | null; lot_status: string }>(
      tx,
      sql`select winner_bid_id, lot_status from lots where id = ${offer.lotId} for update`,
    );
    if (!lot || lot.winner_bid_id !== null || lot.lot_status !== 'PendingTransaction')
      throw badRequest(DEFAULT_MESSAGES.offerNotOpen);
    const neededCents = depositNeededCents(offer.amountCents, offer.requiredDown);
    if ((await availableBalanceCents(tx, bidderId)) < neededCents)
      throw badRequest(DEFAULT_MESSAGES.offerInsufficientFunds);
    const reliefFeeCents = winReliefFeeCents({ soldTo: 'ThirdParty', winCents: offer.amountCents, settings });
    await tx.execute(sql`update lots set winner_bid_id = ${offer.bidId}, sold_to = 'ThirdParty',
        winner_created_date = ${now.toISOString()}, relief_fee_cents = ${reliefFeeCents},
        deposit_received_date = null, payment_received_date = null, updated_at = ${now.toISOString()}
      where id = ${offer.lotId}`);
    await tx.execute(sql`update runner_up_offers set status = 'Accepted', responded_at = ${now.toISOString()}
      where id = ${offer.id}`);
    await alerts.runnerUpAccepted(tx, offer.id);
    await logActivity(tx, {
      companyId: offer.companyId,
      caseId: offer.caseId,
      lotId: offer.lotId,
      userId: bidderId,
      title: 'Runner-up Offer Accepted',
      body: `The runner-up accepted the lot at ${formatUsd(offer.amountCents)}; a deposit of ${formatUsd(neededCents)} is locked.`,
    });
    return { lotId: offer.lotId };
  });
}

/**
 * POST /api/bidders/runnerupoffers/:offerId/decline: the runner-up turns the offer down; the host's staff are
 * told (a job queued on this transaction) and may offer the lot to the next bidder down.
 */
export async function declineOffer(
  db: Db,
  alerts: LotAlerts,
  bidderId: number,
  offerId: number,
  now = new Date(),
) {
  return inTransaction(db, async (tx) => {
    const offer = await ownOffer(tx, bidderId, offerId);
    if (!isOfferOpen(offer, now)) throw badRequest(DEFAULT_MESSAGES.offerNotOpen);
    await tx.execute(sql`update runner_up_offers set status = 'Declined', responded_at = ${now.toISOString()}
      where id = ${offer.id}`);
    await alerts.runnerUpOfferEnded(tx, offer.id);
    await logActivity(tx, {
      companyId: offer.companyId,
      caseId: offer.caseId,
      lotId: offer.lotId,
      userId: bidderId,
      title: 'Runner-up Offer Declined',
      body: 'The runner-up declined the offer.',
    });
    return { lotId: offer.lotId };
  });
}
