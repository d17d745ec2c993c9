import { createHash } from 'node:crypto';
import { dayInZone, LiveEvent, toCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { notPracticeLot } from '../../db/practice-filter';
import { recordSigningKeys, saleRecordCheckpoints } from '../../db/schema/index';
import { messageFromJson } from '../../live/events';
import { canonicalJson } from './canonical-json';
import type { RecordSigner } from './signing-key';

/** The version of the checkpoint bodies and the export file (ADR 0069). */
export const SALE_RECORD_VERSION = 1;

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Publishes the signer's public key (once): every key that ever signed stays listed (rotation). */
export async function publishSignerKey(db: Db, signer: RecordSigner): Promise<void> {
  await db
    .insert(recordSigningKeys)
    .values({ keyId: signer.keyId, publicKey: signer.publicKey })
    .onConflictDoNothing();
}

async function insertCheckpoint(
  db: Db,
  signer: RecordSigner,
  row: { kind: 'lot' | 'day'; auctionId: number; lotId?: number; eventCount?: number; saleDay?: string },
  body: Record<string, unknown>,
): Promise<boolean> {
  const text = canonicalJson({ ...body, v: SALE_RECORD_VERSION, keyId: signer.keyId });
  const inserted = await db
    .insert(saleRecordCheckpoints)
    .values({
      kind: row.kind,
      auctionId: row.auctionId,
      lotId: row.lotId ?? null,
      eventCount: row.eventCount ?? null,
      saleDay: row.saleDay ?? null,
      keyId: signer.keyId,
      body: text,
      signature: signer.sign(text),
      hash: sha256Hex(text),
    })
    .onConflictDoNothing()
    .returning({ id: saleRecordCheckpoints.id });
  return inserted.length > 0;
}

/**
 * Signs a checkpoint for each close of the lot (each LotStopped event) that has none yet: the hash of the
 * chain up to and including that event (the head), the number of events it covers, and the result as the
 * close announced it. Exactly once per close: the (lot, event count) pair is unique, and a second signer loses
 * the insert. Answers how many checkpoints it signed.
 */
export async function signLotCheckpoints(db: Db, signer: RecordSigner, lotId: number): Promise<number> {
  const closes = await queryRows<{
    auction_id: number;
    seq: string | number;
    hash: string;
    payload_text: string;
  }>(
    db,
    sql`select l.auction_id, e.seq, e.hash, e.payload::text as payload_text
      from lot_events e join lots l on l.id = e.lot_id
      where e.lot_id = ${lotId} and e.event = ${LiveEvent.LotStopped} and e.hash is not null
        and l.auction_id is not null and ${notPracticeLot('l')}
        and not exists (select 1 from sale_record_checkpoints c
          where c.kind = 'lot' and c.lot_id = e.lot_id and c.event_count = e.seq)
      order by e.seq`,
  );
  let signed = 0;
  for (const close of closes) {
    const seq = Number(close.seq);
    const [counts] = await queryRows<{ bids: string | number }>(
      db,
      sql`select count(*) as bids from lot_events
        where lot_id = ${lotId} and event = ${LiveEvent.BidPlaced} and seq <= ${seq}`,
    );
    const lot = messageFromJson(JSON.parse(close.payload_text)).lot;
    const winner = lot?.winner;
    const body = {
      kind: 'lot',
      auctionId: Number(close.auction_id),
      lotId,
      eventCount: seq,
      headHash: close.hash,
      result: {
        lotStatus: lot?.lotStatus ?? '',
        bidCount: Number(counts?.bids ?? 0),
        soldTo: winner?.soldTo ?? '',
        winnerPaddleNumber: winner?.paddleNumber ?? 0,
        winningBidCents: winner ? toCents(winner.bid) : 0,
      },
      signedAt: new Date().toISOString(),
    };
    const row = { kind: 'lot' as const, auctionId: body.auctionId, lotId, eventCount: seq };
    if (await insertCheckpoint(db, signer, row, body)) signed += 1;
  }
  return signed;
}

/**
 * Signs the day checkpoints of an auction (ADR 0069): for each sale day (the host's calendar day of each close)
 * the hashes of that day's lot checkpoints. Signed once no lot of the auction is running, and again only when a
 * later close that day adds a lot checkpoint; the newest one of a day covers all of it.
 */
export async function signDayCheckpoints(db: Db, signer: RecordSigner, auctionId: number): Promise<number> {
  const [auction] = await queryRows<{ time_zone: string; running: string | number }>(
    db,
    sql`select co.time_zone,
        (select count(*) from lots l where l.auction_id = a.id
          and l.started_time is not null and l.stopped_time is null) as running
      from auctions a join companies co on co.id = a.company_id where a.id = ${auctionId}`,
  );
  if (!auction || Number(auction.running) > 0) return 0;
  const lotCheckpoints = await queryRows<{
    lot_id: number;
    event_count: string | number;
    hash: string;
    closed_at: Date | string;
  }>(
    db,
    sql`select c.lot_id, c.event_count, c.hash, e.created_at as closed_at
      from sale_record_checkpoints c
      join lot_events e on e.lot_id = c.lot_id and e.seq = c.event_count
      where c.kind = 'lot' and c.auction_id = ${auctionId}
      order by c.lot_id, c.event_count`,
  );
  const byDay = new Map<string, { lotId: number; eventCount: number; hash: string }[]>();
  for (const checkpoint of lotCheckpoints) {
    const day = dayInZone(new Date(checkpoint.closed_at), auction.time_zone);
    const list = byDay.get(day) ?? [];
    list.push({
      lotId: checkpoint.lot_id,
      eventCount: Number(checkpoint.event_count),
      hash: checkpoint.hash,
    });
    byDay.set(day, list);
  }
  const latest = await queryRows<{ sale_day: string; body: string }>(
    db,
    sql`select distinct on (sale_day) sale_day::text as sale_day, body from sale_record_checkpoints
      where kind = 'day' and auction_id = ${auctionId} order by sale_day, id desc`,
  );
  const coveredByDay = new Map(
    latest.map((row) => [row.sale_day, canonicalJson((JSON.parse(row.body) as { lots: unknown }).lots)]),
  );
  let signed = 0;
  for (const [saleDay, lots] of byDay) {
    if (coveredByDay.get(saleDay) === canonicalJson(lots)) continue;
    const body = {
      kind: 'day',
      auctionId,
      saleDay,
      timeZone: auction.time_zone,
      lots,
      signedAt: new Date().toISOString(),
    };
    if (await insertCheckpoint(db, signer, { kind: 'day', auctionId, saleDay }, body)) signed += 1;
  }
  return signed;
}

/** Signs whatever closes have no checkpoint yet, in every auction (on start, and after a signer was down). */
export async function signMissingCheckpoints(db: Db, signer: RecordSigner): Promise<number> {
  const lots = await queryRows<{ lot_id: number; auction_id: number }>(
    db,
    sql`select distinct e.lot_id, l.auction_id from lot_events e join lots l on l.id = e.lot_id
      where e.event = ${LiveEvent.LotStopped} and l.auction_id is not null and ${notPracticeLot('l')}
        and not exists (select 1 from sale_record_checkpoints c
          where c.kind = 'lot' and c.lot_id = e.lot_id and c.event_count = e.seq)`,
  );
  let signed = 0;
  for (const lot of lots) signed += await signLotCheckpoints(db, signer, lot.lot_id);
  for (const auctionId of new Set(lots.map((lot) => lot.auction_id)))
    signed += await signDayCheckpoints(db, signer, auctionId);
  return signed;
}

/** The auction a lot is sold in, or null. */
export async function auctionOfLot(db: Db, lotId: number): Promise<number | null> {
  const [lot] = await queryRows<{ auction_id: number | null }>(
    db,
    sql`select auction_id from lots where id = ${lotId}`,
  );
  return lot?.auction_id ?? null;
}

/** Signs the records of a freshly seeded demo (its history raises no outbox jobs): publish the key, sign it all. */
export async function signSeededRecords(db: Db, signer: RecordSigner): Promise<number> {
  await publishSignerKey(db, signer);
  return signMissingCheckpoints(db, signer);
}
