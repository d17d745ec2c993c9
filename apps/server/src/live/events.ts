import { create, fromJson, type JsonValue } from '@bufbuild/protobuf';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { chainHash } from './audit-chain';
import { protoJsonText } from './encoded';
import { type AuctionMessage, AuctionMessageSchema } from './messages';

/** A live event that is committed to `lot_events`: only these are ever published. */
export interface CommittedEvent {
  lotId: number;
  seq: number;
  message: AuctionMessage;
}

export const messageFromJson = (json: unknown) =>
  fromJson(AuctionMessageSchema, json as JsonValue, { ignoreUnknownFields: true });

export function newMessage(init: Parameters<typeof create<typeof AuctionMessageSchema>>[1]): AuctionMessage {
  return create(AuctionMessageSchema, { serverDateTime: new Date().toISOString(), ...init });
}

/**
 * Appends an event to the lot's audit trail with the next seq. Call inside the transaction that made the
 * change, while holding the lot row lock (SELECT … FOR UPDATE), so seq order is commit order.
 * `seq` may be given when the caller already bumped lots.seq in its own UPDATE (the bid hot path).
 */
export async function appendLotEvent(
  tx: Db,
  lotId: number,
  message: AuctionMessage,
  seq?: number,
  /** When the event happened, if not now (the demo seed writes history). */
  createdAt?: Date,
): Promise<CommittedEvent> {
  let next = seq;
  if (next === undefined) {
    const bumped = await queryRows<{ seq: string | number }>(
      tx,
      sql`update lots set seq = seq + 1 where id = ${lotId} returning seq`,
    );
    next = Number(bumped[0]?.seq);
  }
  await tx.execute(insertLotEventSql(lotId, next, message, createdAt ?? new Date()));
  return { lotId, seq: next, message };
}

/**
 * The INSERT of one lot event (stamping `message.seq`), chained to the lot's audit hash: the lot row, locked
 * by the caller, holds the head hash and is moved on to this event's in the same statement.
 */
export function insertLotEventSql(lotId: number, seq: number, message: AuctionMessage, createdAt: Date): SQL {
  const payload = lotEventPayload(message, seq);
  const at = createdAt.toISOString();
  const hash = chainHash(sql`audit_hash`, {
    lotId: sql`${lotId}`,
    seq: sql`${seq}`,
    event: sql`${message.event}`,
    createdAt: sql`${at}`,
    payload: sql`${payload}`,
  });
  return sql`with chained as (select ${hash} as hash from lots where id = ${lotId}),
    new_event as (insert into lot_events (lot_id, seq, event, payload, created_at, hash)
      select ${lotId}, ${seq}, ${message.event}, ${payload}::jsonb, ${at}, hash from chained)
    update lots set audit_hash = (select hash from chained) where id = ${lotId}`;
}

/** Stamps the event's seq on its message and returns what lot_events.payload stores (proto3 JSON). */
export function lotEventPayload(message: AuctionMessage, seq: number): string {
  message.seq = BigInt(seq);
  return protoJsonText(message);
}

/** The lot's events after `afterSeq`, oldest first: what a resuming subscriber missed. */
export async function eventsAfter(
  db: Db,
  lotId: number,
  afterSeq: number,
  limit = 1000,
): Promise<CommittedEvent[]> {
  const rows = await queryRows<{ seq: string | number; payload: unknown }>(
    db,
    sql`select seq, payload from lot_events where lot_id = ${lotId} and seq > ${afterSeq} order by seq limit ${limit}`,
  );
  return rows.map((row) => {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    return { lotId, seq: Number(row.seq), message: messageFromJson(payload) };
  });
}
