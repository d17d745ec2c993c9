import { DEFAULT_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';

/**
 * POST /api/nonpayers/:id/remove: an admin takes a bidder off a host's non-payer list, with a reason. The
 * entry is kept (removed, by whom, why), so the list's history stays readable.
 */
export async function removeNonPayer(db: Db, caller: AuthUser, id: number, reason: string) {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await queryRows<{ company_id: number; lot_id: number | null; removed_at: string | null }>(
      tx,
      sql`select company_id, lot_id, removed_at from non_payers where id = ${id} for update`,
    );
    if (!row) throw notFound(DEFAULT_MESSAGES.nonPayerNotFound);
    if (row.removed_at !== null) throw conflict(DEFAULT_MESSAGES.nonPayerAlreadyRemoved);
    await tx.execute(sql`update non_payers set removed_at = now(), removed_by_user_id = ${caller.id},
      removed_reason = ${reason} where id = ${id}`);
    await logActivity(tx, {
      companyId: Number(row.company_id),
      lotId: row.lot_id === null ? null : Number(row.lot_id),
      userId: caller.id,
      title: 'Removed from Non-payer List',
      body: reason,
    });
    return { id: String(id) };
  });
}
