import { DEFAULT_MESSAGES, formatUsd, runnerUpOfferDeadline } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { LotAlerts } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { inTransaction } from '../lots/public';
import { findRunnerUp } from './find-runner-up';
import { LAPSE_OFFERS_JOB } from './lapse-offers';
import { lotOfStaff, type TDefaultLot } from './lot-of-staff';

/**
 * The lot's open default: the latest defaulted win, when the lot has no winner since (an accepted offer
 * makes one) and staff have not closed it. Undefined otherwise.
 */
export async function openDefaultOf(tx: Db, lot: TDefaultLot) {
  if (lot.winnerBidId !== null || lot.lotStatus !== 'PendingTransaction') return undefined;
  const [row] = await queryRows<{ id: number; closed_at: string | null }>(
    tx,
    sql`select id, closed_at from lot_defaults where lot_id = ${lot.id} order by id desc limit 1`,
  );
  if (!row) return undefined;
  return { id: Number(row.id), isClosed: row.closed_at !== null };
}

async function assertCanOffer(tx: Db, lot: TDefaultLot) {
  const open = await openDefaultOf(tx, lot);
  if (!open) throw badRequest(DEFAULT_MESSAGES.notDefaulted);
  if (open.isClosed) throw badRequest(DEFAULT_MESSAGES.saleClosed);
  const [pending] = await queryRows(
    tx,
    sql`select 1 from runner_up_offers where lot_id = ${lot.id} and status = 'Open'`,
  );
  if (pending) throw conflict(DEFAULT_MESSAGES.offerAlreadyOpen);
  return open;
}

/**
 * POST /api/lots/:lotId/runnerupoffer: staff offer the defaulted lot to the next bidder down, at that
 * bidder's own highest accepted bid, until the host's offer window ends (domain `runnerUpOfferDeadline`).
 * The bidder's alert and the lapse at the deadline are jobs queued on this transaction: nothing slow runs
 * in the request, and a crash keeps both or neither.
 */
export async function offerRunnerUp(
  db: Db,
  deps: { alerts: LotAlerts; jobs: JobQueue },
  caller: AuthUser,
  lotId: number,
  now = new Date(),
) {
  return inTransaction(db, async (tx) => {
    const lot = await lotOfStaff(tx, caller, lotId, { forUpdate: true });
    const open = await assertCanOffer(tx, lot);
    const runnerUp = await findRunnerUp(tx, lot.id);
    if (!runnerUp) throw badRequest(DEFAULT_MESSAGES.noRunnerUp);
    const deadlineAt = runnerUpOfferDeadline(now, lot.runnerUpOfferHours);
    const [created] = await queryRows<{ id: number }>(
      tx,
      sql`insert into runner_up_offers (default_id, lot_id, bid_id, bidder_id, amount_cents, deadline_at, offered_by_user_id, created_at)
        values (${open.id}, ${lot.id}, ${runnerUp.bidId}, ${runnerUp.bidderId}, ${runnerUp.amountCents},
          ${deadlineAt.toISOString()}, ${caller.id}, ${now.toISOString()})
        returning id`,
    );
    const offerId = Number(created!.id);
    await deps.alerts.runnerUpOffered(tx, offerId);
    await deps.jobs.send(LAPSE_OFFERS_JOB, { offerId }, { key: String(offerId), startAfter: deadlineAt, tx });
    await logActivity(tx, {
      companyId: lot.companyId,
      caseId: lot.caseId,
      lotId: lot.id,
      userId: caller.id,
      title: 'Offered to Runner-up',
      body: `Offered to ${runnerUp.bidderName} at ${formatUsd(runnerUp.amountCents)}, open until ${deadlineAt.toISOString()}.`,
    });
    return { offerId };
  });
}

/**
 * POST /api/lots/:lotId/default/close: staff decline to offer the lot (again), e.g. to resell it later.
 * An open offer stays open: the host waits for its answer or its lapse first.
 */
export async function closeDefault(db: Db, caller: AuthUser, lotId: number, reason: string) {
  return inTransaction(db, async (tx) => {
    const lot = await lotOfStaff(tx, caller, lotId, { forUpdate: true });
    const open = await assertCanOffer(tx, lot);
    await tx.execute(
      sql`update lot_defaults set closed_reason = ${reason}, closed_at = now() where id = ${open.id}`,
    );
    await logActivity(tx, {
      companyId: lot.companyId,
      caseId: lot.caseId,
      lotId: lot.id,
      userId: caller.id,
      title: 'Not Offered Again',
      body: `The defaulted lot is not offered to another bidder: ${reason}`,
    });
    return { defaultId: open.id };
  });
}
