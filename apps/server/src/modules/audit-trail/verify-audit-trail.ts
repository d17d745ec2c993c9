import { createHash } from 'node:crypto';
import type { TAuditTrailVerification } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

const BATCH = 2000;

/**
 * GET /api/admin/audit-trail/verify: recomputes the chain from its anchor (the last purged row, or the
 * genesis of 64 zeros) to its head. Each row's hash must be SHA-256 of the previous hash's 32 bytes and the
 * UTF-8 of the row's canonical text (`audit_trail_canonical`, ADR 0071), and the last row must be the head
 * the database keeps. The first row that fails is named: an edited row fails itself, a removed or inserted
 * one fails the row after it, a removed tail fails the head.
 */
export async function verifyAuditTrail(db: Db): Promise<TAuditTrailVerification> {
  const [head] = await queryRows<{
    last_id: string | number;
    hash: string;
    anchor_id: string | number;
    anchor_hash: string;
  }>(db, sql`select last_id, hash, anchor_id, anchor_hash from audit_trail_head where id = 1`);
  if (!head) throw new Error('audit_trail_head has no row');
  let previous = head.anchor_hash;
  let previousId = Number(head.anchor_id);
  let checked = 0;
  let bad: { id: number; reason: string } | null = null;
  for (;;) {
    const rows = await queryRows<{ id: string | number; hash: string; canonical: string }>(
      db,
      sql`select a.id, a.hash, audit_trail_canonical(a) as canonical from audit_trail a
        where a.id > ${previousId} order by a.id limit ${BATCH}`,
    );
    for (const row of rows) {
      const id = Number(row.id);
      const expected = createHash('sha256')
        .update(Buffer.from(previous, 'hex'))
        .update(Buffer.from(row.canonical, 'utf8'))
        .digest('hex');
      checked += 1;
      if (expected !== row.hash) {
        bad = {
          id,
          reason: `row ${id} does not match its hash: it was changed, or a row before it was removed or inserted`,
        };
        break;
      }
      previous = row.hash;
      previousId = id;
    }
    if (bad || rows.length < BATCH) break;
  }
  if (!bad && (previousId !== Number(head.last_id) || previous !== head.hash)) {
    bad = {
      id: previousId,
      reason: `the chain ends at row ${previousId}, but its head is row ${head.last_id}: rows after it were removed`,
    };
  }
  return {
    isValid: bad === null,
    checked,
    anchorId: String(head.anchor_id),
    anchorHash: head.anchor_hash,
    headId: String(head.last_id),
    headHash: head.hash,
    firstBadId: bad ? String(bad.id) : null,
    reason: bad?.reason ?? null,
  };
}
