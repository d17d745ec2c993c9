import { wireChangedAlert, wireFingerprint } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { TWireChangedJob } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { raiseNotification } from './raise-notification';

/**
 * The winners who still owe a company money: the winner of each of its lots sold to a third party whose
 * deposit or balance is not yet marked received (the `deposit_received_date` / `payment_received_date` that
 * My Winnings reads). With the first such lot, which the alert links to.
 */
export async function winnersOwingCompany(db: Db, companyId: number) {
  const rows = await queryRows<{ user_id: number; lot_id: number }>(
    db,
    sql`select distinct on (b.bidder_id) b.bidder_id as user_id, l.id as lot_id
      from lots l join cases c on c.id = l.case_id join bids b on b.id = l.winner_bid_id
      where c.company_id = ${companyId} and l.sold_to = 'ThirdParty'
        and (l.deposit_received_date is null or l.payment_received_date is null)
      order by b.bidder_id, l.id`,
  );
  return rows.map((row) => ({ userId: Number(row.user_id), lotId: Number(row.lot_id) }));
}

/**
 * The job of a change of wire instructions (ADR 0070): each winner who owes the company one alert for this
 * version, by SMS and e-mail whatever their switches (a locked kind), with the new fingerprint and the
 * warning to confirm by phone. Keyed by (winner, `wire:<version id>`), so a rerun of the job tells no one twice.
 */
export async function alertWireChanged(db: Db, jobs: JobQueue, job: TWireChangedJob) {
  const [version] = await queryRows<{ company_id: number; sha256: string; name: string }>(
    db,
    sql`select v.company_id, v.sha256, co.name from wire_instruction_versions v
      join companies co on co.id = v.company_id where v.id = ${job.versionId}`,
  );
  if (!version) return;
  const text = wireChangedAlert(version.name, wireFingerprint(version.sha256));
  for (const winner of await winnersOwingCompany(db, Number(version.company_id)))
    await raiseNotification(db, jobs, {
      userId: winner.userId,
      lotId: null,
      kind: 'WireInstructionsChanged',
      occurrence: `wire:${job.versionId}`,
      title: text.title,
      body: text.body,
      link: `/account/winning/${winner.lotId}`,
      channels: ['email', 'sms'],
    });
}
