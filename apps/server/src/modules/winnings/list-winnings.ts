import {
  type TSettlementSettings,
  type TWinningListBody,
  type TWinningPage,
  type TWinningRecord,
  WINNING_MESSAGES,
} from '@bidright/domain';
import dayjs from 'dayjs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { pageOf } from '../../db/paging';
import { notPracticeLot } from '../../db/practice-filter';
import { badRequest, notFound } from '../../errors';
import { loadWinningRecords } from './load-winnings';

/** Lots the bidder won (their bid is the lot's winning bid, sold to a third party), newest win first. */
async function wonLotIds(
  db: Db,
  bidderUserId: number,
  filter: { search?: string; from?: Date; to?: Date } = {},
) {
  const search = filter.search ? `%${filter.search.toLowerCase()}%` : null;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select l.id from lots l
      join bids b on b.id = l.winner_bid_id
      join cases c on c.id = l.case_id
      where b.bidder_id = ${bidderUserId} and l.sold_to = 'ThirdParty' and ${notPracticeLot('l')}
        and (${filter.from ? filter.from.toISOString() : null}::timestamptz is null
          or coalesce(l.winner_created_date, l.stopped_time) >= ${filter.from ? filter.from.toISOString() : null}::timestamptz)
        and (${filter.to ? filter.to.toISOString() : null}::timestamptz is null
          or coalesce(l.winner_created_date, l.stopped_time) < ${filter.to ? filter.to.toISOString() : null}::timestamptz)
        and (${search}::text is null or lower(c.case_number) like ${search} or lower(coalesce(c.file_number, '')) like ${search}
          or exists (select 1 from properties p where p.lot_id = l.id and lower(concat_ws(' ', p.street_line1,
            p.street_line2, p.city, p.state_code, p.zip_code)) like ${search}))
      order by coalesce(l.winner_created_date, l.stopped_time) desc nulls last, l.id desc`,
  );
  return rows.map((row) => Number(row.id));
}

/** GET /api/bidders/winning: every win of the caller. */
export async function listAllWinnings(
  db: Db,
  bidderUserId: number,
  settings: TSettlementSettings,
): Promise<TWinningRecord[]> {
  return loadWinningRecords(db, await wonLotIds(db, bidderUserId), settings);
}

/** GET /api/bidders/winning/{lotId}: one win of the caller; another bidder's win is "not found" to them. */
export async function getWinning(
  db: Db,
  bidderUserId: number,
  lotId: number,
  settings: TSettlementSettings,
): Promise<TWinningRecord> {
  const [owned] = await queryRows(
    db,
    sql`select 1 from lots l join bids b on b.id = l.winner_bid_id
      where l.id = ${lotId} and b.bidder_id = ${bidderUserId} and l.sold_to = 'ThirdParty'
        and ${notPracticeLot('l')}`,
  );
  const [record] = owned ? await loadWinningRecords(db, [lotId], settings) : [];
  if (!record) throw notFound(WINNING_MESSAGES.notFound);
  return record;
}

/**
 * POST /api/bidders/winningpaginated: My Winnings. The dates are whole days (endDate inclusive), neither
 * in the future; the status filter and sorter apply to the derived winning status and amounts.
 */
export async function listWinningsPage(
  db: Db,
  bidderUserId: number,
  body: TWinningListBody,
  settings: TSettlementSettings,
  now = new Date(),
): Promise<TWinningPage> {
  const errors: Record<string, string> = {};
  const endOfToday = dayjs(now).endOf('day');
  if (body.startDate && dayjs(body.startDate).isAfter(endOfToday))
    errors.startDate = WINNING_MESSAGES.futureDate;
  if (body.endDate && dayjs(body.endDate).isAfter(endOfToday)) errors.endDate = WINNING_MESSAGES.futureDate;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);

  const ids = await wonLotIds(db, bidderUserId, {
    search: body.search,
    from: body.startDate ? dayjs(body.startDate).startOf('day').toDate() : undefined,
    to: body.endDate ? dayjs(body.endDate).startOf('day').add(1, 'day').toDate() : undefined,
  });
  let records = await loadWinningRecords(db, ids, settings, now);
  if (body.status) records = records.filter((record) => record.status === body.status);
  const { field, order } = body.sorter ?? {};
  if (field && order) {
    const key = (record: TWinningRecord) =>
      field === 'bidAmount'
        ? record.winner.bidAmount
        : field === 'status'
          ? record.status
          : (record.winnerCreatedDate ?? '');
    const sign = order === 'ascend' ? 1 : -1;
    records = [...records].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  }
  const page = pageOf(body.pagination, 10);
  return {
    data: records.slice(page.offset, page.offset + page.limit),
    total: records.length,
    paymentDayRule: settings.paymentDayRule,
  };
}
