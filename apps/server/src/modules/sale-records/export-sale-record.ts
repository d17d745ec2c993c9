import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeAuction } from '../../db/practice-filter';
import { forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { firmIdsOf } from '../cases/public';
import { SALE_RECORD_VERSION } from './sign-checkpoints';

/** The format name every export carries (ADR 0069). */
export const SALE_RECORD_FORMAT = 'bidright-sale-record';

interface TSignedCheckpoint {
  body: string;
  signature: string;
  hash: string;
}

export interface TSaleRecordFile {
  format: typeof SALE_RECORD_FORMAT;
  version: number;
  exportedAt: string;
  /** "auction": every lot of the auction; "firm": only the lots of the caller's law firm's cases. */
  scope: 'auction' | 'firm';
  auction: { id: number; timeZone: string; host: string };
  keys: { keyId: string; publicKey: string }[];
  lots: {
    lotId: number;
    lotNumber: number | null;
    caseNumber: string | null;
    /** Every event of the lot's bid log as hashed: created_at in UTC to the microsecond, payload as stored. */
    events: { seq: number; event: number; createdAt: string; payload: string; hash: string | null }[];
    checkpoints: TSignedCheckpoint[];
  }[];
  dayCheckpoints: TSignedCheckpoint[];
}

const CREATED_AT_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * The sale record of one auction, for an offline verifier (ADR 0069): the host's staff (and admins) get every
 * lot; an attorney of a law firm gets the lots of the firm's cases, with the day checkpoints whole (they hold
 * only hashes). Bidders and other companies' staff get nothing.
 */
export async function exportSaleRecord(
  db: Db,
  caller: AuthUser,
  auctionId: number,
): Promise<TSaleRecordFile> {
  const [auction] = await queryRows<{ company_id: number; time_zone: string; host: string }>(
    db,
    sql`select a.company_id, co.time_zone, co.name as host from auctions a
      join companies co on co.id = a.company_id where a.id = ${auctionId} and ${notPracticeAuction('a')}`,
  );
  // The practice sale has no sale record (ADR 0076): it is "not found" to everyone.
  if (!auction) throw notFound('Auction is not found!');
  let firmIds: number[] | null = null;
  if (caller.role === 'Client') {
    firmIds = await firmIdsOf(db, caller.id);
    if (firmIds.length === 0) throw forbidden();
  } else if (caller.role === 'Bidder') {
    throw forbidden();
  } else {
    assertCompanyAccess(caller, auction.company_id, 'Auction');
  }
  const firmFilter = firmIds
    ? sql`and c.client_id in (${sql.join(
        firmIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const lots = await queryRows<{ id: number; lot_number: number | null; case_number: string | null }>(
    db,
    sql`select l.id, l.lot_number, c.case_number from lots l left join cases c on c.id = l.case_id
      where l.auction_id = ${auctionId} ${firmFilter} order by l.lot_number nulls last, l.id`,
  );
  if (firmIds && lots.length === 0) throw forbidden();
  const lotIds = lots.map((lot) => lot.id);
  const idList = sql.join(
    (lotIds.length ? lotIds : [0]).map((id) => sql`${id}`),
    sql`, `,
  );
  const events = await queryRows<{
    lot_id: number;
    seq: string | number;
    event: number;
    created_at_text: string;
    payload_text: string;
    hash: string | null;
  }>(
    db,
    sql`select lot_id, seq, event, to_char(created_at at time zone 'UTC', ${sql.raw(CREATED_AT_FORMAT)}) as created_at_text,
      payload::text as payload_text, hash from lot_events where lot_id in (${idList}) order by lot_id, seq`,
  );
  const checkpoints = await queryRows<{
    kind: string;
    lot_id: number | null;
    body: string;
    signature: string;
    hash: string;
    key_id: string;
  }>(
    db,
    sql`select kind, lot_id, body, signature, hash, key_id from sale_record_checkpoints
      where auction_id = ${auctionId} and (kind = 'day' or lot_id in (${idList})) order by id`,
  );
  const keyIds = [...new Set(checkpoints.map((row) => row.key_id))];
  const keys = keyIds.length
    ? await queryRows<{ key_id: string; public_key: string }>(
        db,
        sql`select key_id, public_key from record_signing_keys where key_id in (${sql.join(
          keyIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by first_used_at`,
      )
    : [];
  const eventsByLot = new Map<number, TSaleRecordFile['lots'][number]['events']>();
  for (const event of events) {
    const list = eventsByLot.get(event.lot_id) ?? [];
    list.push({
      seq: Number(event.seq),
      event: Number(event.event),
      createdAt: event.created_at_text,
      payload: event.payload_text,
      hash: event.hash,
    });
    eventsByLot.set(event.lot_id, list);
  }
  const signed = (row: { body: string; signature: string; hash: string }): TSignedCheckpoint => ({
    body: row.body,
    signature: row.signature,
    hash: row.hash,
  });
  return {
    format: SALE_RECORD_FORMAT,
    version: SALE_RECORD_VERSION,
    exportedAt: new Date().toISOString(),
    scope: firmIds ? 'firm' : 'auction',
    auction: { id: auctionId, timeZone: auction.time_zone, host: auction.host },
    keys: keys.map((key) => ({ keyId: key.key_id, publicKey: key.public_key })),
    lots: lots.map((lot) => ({
      lotId: lot.id,
      lotNumber: lot.lot_number,
      caseNumber: lot.case_number,
      events: eventsByLot.get(lot.id) ?? [],
      checkpoints: checkpoints.filter((row) => row.kind === 'lot' && row.lot_id === lot.id).map(signed),
    })),
    dayCheckpoints: checkpoints.filter((row) => row.kind === 'day').map(signed),
  };
}
