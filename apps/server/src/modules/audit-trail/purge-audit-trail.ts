import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** The daily retention job's name. */
export const AUDIT_PURGE_JOB = 'audit-trail-purge';

/**
 * The retention purge (ADR 0071): removes the trail's rows older than `retentionDays`, through the database's
 * own `audit_trail_purge`, the only way around the append-only guard. It keeps the last removed row's id and
 * hash as the chain's anchor, so the rest still verifies, and records itself as a PURGE row. Answers the
 * number of rows removed.
 */
export async function purgeAuditTrail(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const [row] = await queryRows<{ removed: string | number }>(
    db,
    sql`select audit_trail_purge(${before.toISOString()}::timestamptz) as removed`,
  );
  return Number(row?.removed ?? 0);
}
