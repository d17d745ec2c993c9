-- The tamper-evident bid log (ADR 0008): each lot event carries SHA-256(previous hash || its canonical bytes),
-- chained per lot in seq order; the lot row holds the head. Existing events are chained here; an event that
-- cannot be reached from seq 1 (a gap in an old log) keeps a null hash, which verification reports.
ALTER TABLE "lot_events" ADD COLUMN "hash" varchar(64);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "audit_hash" varchar(64);
--> statement-breakpoint
WITH RECURSIVE chain AS (
  SELECT e.lot_id, e.seq, encode(sha256(decode(coalesce(NULL, '0000000000000000000000000000000000000000000000000000000000000000'), 'hex') ||
    convert_to(concat_ws('|', (e.lot_id)::int, (e.seq)::bigint, (e.event)::smallint,
      to_char((e.created_at)::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      (e.payload)::jsonb::text), 'UTF8')), 'hex') AS hash
  FROM lot_events e WHERE e.seq = 1
  UNION ALL
  SELECT e.lot_id, e.seq, encode(sha256(decode(coalesce(c.hash, '0000000000000000000000000000000000000000000000000000000000000000'), 'hex') ||
    convert_to(concat_ws('|', (e.lot_id)::int, (e.seq)::bigint, (e.event)::smallint,
      to_char((e.created_at)::timestamptz at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      (e.payload)::jsonb::text), 'UTF8')), 'hex')
  FROM chain c JOIN lot_events e ON e.lot_id = c.lot_id AND e.seq = c.seq + 1
)
UPDATE lot_events le SET hash = chain.hash FROM chain WHERE le.lot_id = chain.lot_id AND le.seq = chain.seq;
--> statement-breakpoint
UPDATE lots l SET audit_hash = e.hash FROM lot_events e WHERE e.lot_id = l.id AND e.seq = l.seq;
