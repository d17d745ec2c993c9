import { formatHostDateTime, OUTAGE_CAUSE_LABELS, practiceText, type TOutageCause } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { TSaleInterruptedJob } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { raiseNotification } from './raise-notification';

/** Every channel, whatever the bidder's switches: a sale's interruption and its new times are not optional news. */
const EVERY_CHANNEL = ['push', 'email', 'sms'] as const;

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 120 ? `${seconds} seconds` : `${Math.round(seconds / 60)} minutes`;
};

/**
 * The notices of a pause or an outage (ADR 0077): each bidder registered (in any mode, not left or removed)
 * on a lot it touched gets one "paused / interrupted" notice and one "new closing times" notice, keyed by the
 * interruption and the notice (not by lot), so a bidder in several of its lots hears once of each, and a rerun
 * of the job tells no one twice. By SMS, e-mail, push and in the app. A notice of practice lots only says
 * "Practice" first, as every practice alert does (ADR 0076); a scripted rival is told nothing.
 */
export async function alertSaleInterrupted(db: Db, jobs: JobQueue, job: TSaleInterruptedJob) {
  const [interruption] = await queryRows<{
    kind: 'Pause' | 'Outage';
    cause: TOutageCause | null;
    started_at: string;
    ended_at: string | null;
    margin_seconds: number;
  }>(
    db,
    sql`select kind, cause, started_at, ended_at, margin_seconds from sale_interruptions where id = ${job.interruptionId}`,
  );
  if (!interruption) return;
  const lots = await queryRows<{
    lot_id: number;
    user_id: number;
    new_stop_time: string | null;
    time_zone: string;
    address: string | null;
    is_practice: boolean | null;
  }>(
    db,
    sql`select sil.lot_id, ab.bidder_id as user_id, sil.new_stop_time, co.time_zone,
        (select a.is_practice from auctions a where a.id = l.auction_id) as is_practice,
        (select concat_ws(', ', p.street_line1, p.city) from properties p where p.lot_id = l.id
          order by p.is_primary desc, p.id limit 1) as address
      from sale_interruption_lots sil join lots l on l.id = sil.lot_id
        join cases c on c.id = l.case_id join companies co on co.id = c.company_id
        join auction_bidder_lots abl on abl.lot_id = sil.lot_id and abl.left_date is null and abl.removed_at is null
        join auction_bidders ab on ab.id = abl.auction_bidder_id
      where sil.interruption_id = ${job.interruptionId}
      order by ab.bidder_id, sil.lot_id`,
  );
  const byUser = new Map<number, typeof lots>();
  for (const row of lots) {
    const userId = Number(row.user_id);
    byUser.set(userId, [...(byUser.get(userId) ?? []), row]);
  }
  const startedAt = new Date(interruption.started_at);
  const endedAt = interruption.ended_at ? new Date(interruption.ended_at) : null;
  for (const [userId, own] of byUser) {
    const zone = own[0]!.time_zone;
    // A practice lot's line says so when the notice also speaks of real lots; a notice of practice lots only
    // is labelled as a whole by raiseNotification, like every practice alert (ADR 0076).
    const mixed = own.some((row) => row.is_practice) && own.some((row) => !row.is_practice);
    const label = (row: (typeof lots)[number]) => {
      const name = row.address || `Lot ${row.lot_id}`;
      return mixed && row.is_practice ? practiceText(name) : name;
    };
    const text =
      job.notice === 'interrupted'
        ? interruption.kind === 'Pause'
          ? {
              title: 'Sale paused',
              body: `The auctioneer paused the sale at ${formatHostDateTime(startedAt, zone)}. Bids are refused and no lot closes until it resumes; each open lot keeps the time it had left.`,
            }
          : {
              title: 'Sale interrupted',
              body: `The sale was interrupted from ${formatHostDateTime(startedAt, zone)} to ${formatHostDateTime(endedAt, zone)} (${duration((endedAt?.getTime() ?? startedAt.getTime()) - startedAt.getTime())}): ${OUTAGE_CAUSE_LABELS[interruption.cause ?? 'Unknown']}. No lot closed during it.`,
            }
        : {
            title: 'New closing times',
            body: `${interruption.kind === 'Pause' ? 'The sale resumed.' : `Lots that were due to close during the interruption were extended by its length plus ${duration(interruption.margin_seconds * 1000)}.`} ${own
              .map((row) =>
                row.new_stop_time
                  ? `${label(row)}: closes ${formatHostDateTime(row.new_stop_time, zone)}.`
                  : `${label(row)}: closes when the auctioneer closes it.`,
              )
              .join(' ')}`,
          };
    await raiseNotification(db, jobs, {
      userId,
      lotId: null,
      kind: 'SaleInterrupted',
      occurrence: `interruption:${job.interruptionId}:${job.notice}`,
      title: text.title,
      body: text.body,
      link: '/outage-policy',
      channels: EVERY_CHANNEL,
      aboutLotIds: own.map((row) => Number(row.lot_id)),
    });
  }
}
