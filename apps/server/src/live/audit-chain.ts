/**
 * The tamper-evident bid log: every lot_events row carries `hash` = SHA-256(previous row's hash || the
 * event's canonical bytes), chained per lot in seq order from a genesis of 32 zero bytes, and the lot row
 * holds the head (`lots.audit_hash`). PostgreSQL computes the hash in the statement that appends the event,
 * reading the head under the lot's row lock, so the bid path keeps its four round trips (ADR 0008).
 *
 * Canonical bytes: UTF-8 of `lot_id|seq|event|created_at|payload`, with created_at in UTC to the
 * microsecond and the payload as PostgreSQL's own text form of the jsonb (keys in jsonb order), so the
 * writer (SQL) and the verifier (this file, reading the same text back) hash exactly the same bytes.
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../db/client';

/** The "previous hash" of a lot's first event (hex). */
export const GENESIS_HASH = '0'.repeat(64);

const CREATED_AT_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/** The parts of an event that are hashed, as SQL expressions (columns or parameters). */
export interface ChainedEventSql<T> {
  lotId: T;
  seq: T;
  event: T;
  createdAt: T;
  payload: T;
}

/**
 * The chained hash of one event (hex text): `prev` is the previous hash (hex text, null for the first).
 * The only definition of the formula; the writers and the backfill use it, the verifier mirrors it.
 */
export function chainHash(prev: SQL, e: ChainedEventSql<SQL>): SQL {
  return sql`encode(sha256(decode(coalesce(${prev}, ${sql.raw(`'${GENESIS_HASH}'`)}), 'hex') ||
    convert_to(concat_ws('|', (${e.lotId})::int, (${e.seq})::bigint, (${e.event})::smallint,
      to_char((${e.createdAt})::timestamptz at time zone 'UTC', ${sql.raw(CREATED_AT_FORMAT)}),
      (${e.payload})::jsonb::text), 'UTF8')), 'hex')`;
}

/** `chainHash` as SQL text over raw expressions ($n parameters, column names): for the bid hot path. */
export function chainHashText(prev: string, e: ChainedEventSql<string>): string {
  const raw = (text: string) => sql.raw(text);
  const query = new PgDialect().sqlToQuery(
    chainHash(raw(prev), {
      lotId: raw(e.lotId),
      seq: raw(e.seq),
      event: raw(e.event),
      createdAt: raw(e.createdAt),
      payload: raw(e.payload),
    }),
  );
  return query.sql;
}

/** One event of a lot's audit trail, as `GET /api/lots/{lotId}/audit` returns it. */
export interface AuditEntry {
  seq: number;
  event: number;
  createdAt: string;
  /** The event as stored (proto3 JSON of the live message). */
  payload: unknown;
  /** SHA-256 of the previous hash and this event's canonical bytes (hex); null for a row never chained. */
  hash: string | null;
}

export interface AuditChain {
  lotId: number;
  /** True when every event's hash matches and the lot's head hash is the last event's. */
  isValid: boolean;
  /** The first seq whose hash does not match (or whose event is missing); null when valid. */
  brokenAtSeq: number | null;
  /** Why the chain breaks there; null when valid. */
  reason: string | null;
  /** The head hash held by the lot row. */
  headHash: string | null;
  entries: AuditEntry[];
}

/** Reads a lot's events and verifies their chain; null when the lot does not exist. */
export async function verifyLotChain(db: Db, lotId: number): Promise<AuditChain | null> {
  const [lot] = await queryRows<{ seq: string | number; audit_hash: string | null }>(
    db,
    sql`select seq, audit_hash from lots where id = ${lotId}`,
  );
  if (!lot) return null;
  const rows = await queryRows<{
    seq: string | number;
    event: number;
    created_at_text: string;
    payload_text: string;
    hash: string | null;
  }>(
    db,
    sql.raw(`select seq, event, to_char(created_at at time zone 'UTC', ${CREATED_AT_FORMAT}) as created_at_text,
      payload::text as payload_text, hash from lot_events where lot_id = ${Number(lotId)} order by seq`),
  );
  const entries: AuditEntry[] = [];
  let previous = GENESIS_HASH;
  // Every lot's events start at seq 1.
  let expectedSeq = 1;
  let broken: { seq: number; reason: string } | null = null;
  for (const row of rows) {
    const seq = Number(row.seq);
    entries.push({
      seq,
      event: Number(row.event),
      createdAt: row.created_at_text,
      payload: JSON.parse(row.payload_text),
      hash: row.hash,
    });
    if (broken) continue;
    if (seq !== expectedSeq) {
      broken = { seq: expectedSeq, reason: `event ${expectedSeq} is missing` };
      continue;
    }
    expectedSeq = seq + 1;
    const bytes = Buffer.from(
      [lotId, seq, row.event, row.created_at_text, row.payload_text].join('|'),
      'utf8',
    );
    const hash = createHash('sha256').update(Buffer.from(previous, 'hex')).update(bytes).digest('hex');
    if (row.hash === null) broken = { seq, reason: `event ${seq} has no hash` };
    else if (row.hash !== hash) broken = { seq, reason: `event ${seq} does not match its hash` };
    previous = hash;
  }
  const lastSeq = rows.length > 0 ? Number(rows[rows.length - 1]!.seq) : 0;
  if (!broken && Number(lot.seq) > lastSeq) {
    broken = { seq: lastSeq + 1, reason: `event ${lastSeq + 1} is missing` };
  }
  if (!broken && rows.length > 0 && lot.audit_hash !== previous) {
    broken = { seq: lastSeq, reason: "the lot's head hash is not its last event's" };
  }
  return {
    lotId,
    isValid: broken === null,
    brokenAtSeq: broken?.seq ?? null,
    reason: broken?.reason ?? null,
    headHash: lot.audit_hash,
    entries,
  };
}
