import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import type { LotAlerts } from '../../jobs/lot-alerts-port';

/** The job that lapses offers: sent for each offer at its deadline, and run every minute as a sweep. */
export const LAPSE_OFFERS_JOB = 'defaults.lapse-offers';

/**
 * Marks every open offer whose deadline has passed as Lapsed, with a conditional update, so any number of
 * processes (and a rerun after a crash) lapse each offer exactly once. Staff may then offer the lot to the
 * next bidder down, or not: they are told by an alert queued on the same transaction, so each lapse is told
 * once. Answers the lapsed offers' ids.
 */
export async function lapseDueOffers(db: Db, alerts: LotAlerts, now = new Date()): Promise<number[]> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<{ id: number; lot_id: number; company_id: number; case_id: number }>(
      tx,
      sql`update runner_up_offers o set status = 'Lapsed', responded_at = ${now.toISOString()}
        from lots l join cases c on c.id = l.case_id
        where l.id = o.lot_id and o.status = 'Open' and o.deadline_at <= ${now.toISOString()}
        returning o.id, o.lot_id, c.company_id, c.id as case_id`,
    );
    for (const row of rows) {
      await alerts.runnerUpOfferEnded(tx, Number(row.id));
      await logActivity(tx, {
        companyId: Number(row.company_id),
        caseId: Number(row.case_id),
        lotId: Number(row.lot_id),
        title: 'Runner-up Offer Lapsed',
        body: 'The runner-up did not accept the offer in time.',
      });
    }
    return rows.map((row) => Number(row.id));
  });
}
