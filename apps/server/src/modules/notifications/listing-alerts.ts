import { formatHostDateTime, ZBidderSearchCriteria } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { HttpError } from '../../errors';
import type { TLotPostponedJob, TLotPublishedJob } from '../../jobs/lot-alerts-port';
import type { JobQueue } from '../../jobs/queue';
import { matchesSavedFilter } from '../listings/public';
import { lotAudience, lotFacts } from './lot-facts';
import { raiseNotification } from './raise-notification';

/** The alerts of a lot's listing: it starts soon, was postponed or cancelled, or was published to a saved filter. */

/** Every minute: lots starting within 15 minutes, to their registered, joined and pinning bidders. */
export async function alertUpcomingLots(db: Db, jobs: JobQueue, now = new Date()) {
  const lots = await queryRows<{ id: number }>(
    db,
    sql`select l.id from lots l join auctions a on a.id = l.auction_id
      where l.lot_status = 'Listed' and l.started_time is null and not l.is_postponed and not a.is_practice
        and a.start_time > ${now.toISOString()} and a.start_time <= ${new Date(now.getTime() + 15 * 60_000).toISOString()}`,
  );
  for (const { id } of lots) {
    const lot = await lotFacts(db, Number(id));
    if (!lot) continue;
    for (const userId of await lotAudience(db, lot.id, { withPins: true }))
      await raiseNotification(db, jobs, {
        userId,
        lotId: lot.id,
        kind: 'LotStarting',
        occurrence: 'soon',
        title: `${lot.address} starts soon`,
        body: 'The auction starts within 15 minutes.',
        link: `/details/${lot.id}`,
      });
  }
}

/**
 * A lot was postponed (`postponed:<time>`) or cancelled (`cancelled`): the bidders who joined, registered for
 * or pinned it hear once per change, if the change still holds when the job runs (a postponement lifted
 * before, or overtaken by a cancellation, is not told).
 */
export async function alertLotPostponed(db: Db, jobs: JobQueue, job: TLotPostponedJob) {
  const lot = await lotFacts(db, job.lotId);
  if (!lot) return;
  const [row] = await queryRows<{ is_postponed: boolean; continuance_date: string | Date | null }>(
    db,
    sql`select is_postponed, continuance_date from lots where id = ${lot.id}`,
  );
  if (!row) return;
  const cancelled = job.change === 'cancelled';
  if (cancelled ? lot.lotStatus !== 'Cancelled' : !row.is_postponed || lot.lotStatus === 'Cancelled') return;
  const body = cancelled
    ? 'The sale of this lot was cancelled.'
    : `The sale was postponed${row.continuance_date ? ` to ${formatHostDateTime(row.continuance_date, lot.timeZone)}` : ''}.`;
  for (const userId of await lotAudience(db, lot.id, { withPins: true }))
    await raiseNotification(db, jobs, {
      userId,
      lotId: lot.id,
      kind: 'LotPostponed',
      occurrence: job.change,
      title: `${lot.address} was ${cancelled ? 'cancelled' : 'postponed'}`,
      body,
      link: `/details/${lot.id}`,
    });
}

/**
 * A lot was published: every bidder with a saved filter that finds it hears once, however many of their
 * filters do. Matching is the search's own (matchesSavedFilter), so the alert finds what the screen finds;
 * a filter naming an attribute that no longer exists is skipped, as the list call would refuse it.
 */
export async function alertSavedFilterMatches(db: Db, jobs: JobQueue, job: TLotPublishedJob) {
  const [lot] = await queryRows<{
    lot_status: string;
    start_time: string | Date;
    time_zone: string;
    address: string | null;
  }>(
    db,
    sql`select l.lot_status, a.start_time, co.time_zone,
        (select concat_ws(', ', p.street_line1, p.city) from properties p where p.lot_id = l.id
          order by p.is_primary desc, p.id limit 1) as address
      from lots l join auctions a on a.id = l.auction_id join cases c on c.id = l.case_id
        join companies co on co.id = c.company_id
      where l.id = ${job.lotId}`,
  );
  if (lot?.lot_status !== 'Listed') return;
  const address = lot.address || `Lot ${job.lotId}`;
  const filters = await queryRows<{ bidder_id: number; name: string; saved_filter: unknown }>(
    db,
    sql`select f.bidder_id, f.name, f.saved_filter from bidder_filters f join users u on u.id = f.bidder_id
      where u.role = 'Bidder' and u.deactivated_date is null order by f.bidder_id, f.id`,
  );
  const now = new Date();
  const told = new Set<number>();
  for (const filter of filters) {
    const bidderId = Number(filter.bidder_id);
    if (told.has(bidderId)) continue;
    const criteria = ZBidderSearchCriteria.safeParse(filter.saved_filter);
    if (!criteria.success) continue;
    let matches: boolean;
    try {
      matches = await matchesSavedFilter(db, { bidderId, lotId: job.lotId, savedFilter: criteria.data, now });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) continue;
      throw error;
    }
    if (!matches) continue;
    told.add(bidderId);
    await raiseNotification(db, jobs, {
      userId: bidderId,
      lotId: job.lotId,
      kind: 'SavedFilterMatch',
      occurrence: 'lot-published',
      title: `New lot matching "${filter.name}": ${address}`,
      body: `A new lot matches your saved filter "${filter.name}". The auction starts ${formatHostDateTime(lot.start_time, lot.time_zone)}.`,
      link: `/details/${job.lotId}`,
    });
  }
}
