import { creditBidMismatchAlert } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { TCreditBidMismatchJob } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { raiseNotification } from './raise-notification';

/**
 * The job of a credit bid's mismatch (ADR 0074): the person who entered the credit bid and the person who
 * typed it again each get one in-app alert, keyed by the mismatch's history row, so a rerun tells no one
 * twice. In the app only (no outside channel): it is a desk task for the firm and the host, not news.
 */
export async function alertCreditBidMismatch(db: Db, jobs: JobQueue, job: TCreditBidMismatchJob) {
  const [row] = await queryRows<{
    lot_id: number;
    lot_number: number | null;
    case_id: number;
    case_number: string;
    entrant_id: number;
    entrant_name: string;
    confirmer_id: number | null;
    confirmer_name: string | null;
    is_withdrawn: boolean;
  }>(
    db,
    sql`select h.lot_id, l.lot_number, c.id as case_id, c.case_number,
        cb.entered_by as entrant_id, eu.first_name || ' ' || eu.last_name as entrant_name,
        h.user_id as confirmer_id, cu.first_name || ' ' || cu.last_name as confirmer_name,
        cb.withdrawn_at is not null as is_withdrawn
      from credit_bid_history h join credit_bids cb on cb.id = h.credit_bid_id
        join lots l on l.id = h.lot_id join cases c on c.id = l.case_id
        join users eu on eu.id = cb.entered_by left join users cu on cu.id = h.user_id
      where h.id = ${job.historyId} and h.action = 'Mismatch'`,
  );
  if (!row) return;
  const lotLabel = row.lot_number === null ? `lot ${row.lot_id}` : `lot ${row.lot_number}`;
  const people = [
    { userId: Number(row.entrant_id), isEntrant: true, otherName: row.confirmer_name ?? 'Someone' },
    ...(row.confirmer_id === null
      ? []
      : [{ userId: Number(row.confirmer_id), isEntrant: false, otherName: row.entrant_name }]),
  ];
  for (const person of people) {
    const text = creditBidMismatchAlert({
      lotLabel,
      caseNumber: row.case_number,
      isEntrant: person.isEntrant,
      otherName: person.otherName,
      isWithdrawn: row.is_withdrawn,
    });
    await raiseNotification(db, jobs, {
      userId: person.userId,
      lotId: Number(row.lot_id),
      kind: 'CreditBidMismatch',
      occurrence: `credit-bid-mismatch:${job.historyId}`,
      title: text.title,
      body: text.body,
      link: `/cases/${row.case_id}`,
      channels: [],
    });
  }
}
