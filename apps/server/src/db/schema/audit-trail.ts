import { bigint, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const AUDIT_OPERATIONS = ['INSERT', 'UPDATE', 'DELETE', 'PURGE'] as const;

/**
 * The staff and admin audit trail (issue 42 point 3, ADR 0071): one row per changed row of an audited table,
 * written by a deferred trigger in the change's own transaction (migration 0021), append-only and
 * hash-chained. No foreign keys: the record outlives the users and rows it names. The server never writes
 * it directly; it sets the transaction's actor (db/audit-actor.ts) and reads.
 */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Null with role 'system': a job, the clock, the seed, or a request made before sign-in. */
    actorUserId: integer('actor_user_id'),
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    actorCompanyId: integer('actor_company_id'),
    actorIp: varchar('actor_ip', { length: 64 }),
    /** "METHOD /route/{pattern}" of the request that made the change. */
    route: varchar('route', { length: 300 }),
    tableName: varchar('table_name', { length: 64 }).notNull(),
    rowId: varchar('row_id', { length: 100 }),
    operation: varchar('operation', { length: 8, enum: AUDIT_OPERATIONS }).notNull(),
    /** The host company the changed row belongs to (else the actor's): what a host may read. */
    companyId: integer('company_id'),
    oldValues: jsonb('old_values').$type<Record<string, unknown>>(),
    newValues: jsonb('new_values').$type<Record<string, unknown>>(),
    /** SHA-256 (hex) of the previous row's hash and this row's canonical text (audit_trail_canonical). */
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_trail_created_idx').on(t.createdAt),
    index('audit_trail_company_idx').on(t.companyId, t.id),
    index('audit_trail_actor_idx').on(t.actorUserId, t.id),
    index('audit_trail_table_idx').on(t.tableName, t.rowId),
  ],
);

/** The chain's head (last id and hash) and anchor (the last purged row's id and hash); one row, id 1. */
export const auditTrailHead = pgTable('audit_trail_head', {
  id: smallint('id').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
  anchorId: bigint('anchor_id', { mode: 'number' }).notNull(),
  anchorHash: varchar('anchor_hash', { length: 64 }).notNull(),
  anchoredAt: timestamp('anchored_at', { withTimezone: true }),
});
