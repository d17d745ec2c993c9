import { CASE_MESSAGES } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { cases, lots } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCaseWritable, findCase } from './load-case';

/**
 * DELETE /api/cases/{caseId}: permanently deletes a case without lots (its notes, documents and logs go
 * with it). The company keeps one log entry saying so.
 */
export async function deleteCase(db: Db, caller: AuthUser, caseId: number): Promise<{ id: string }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const kase = assertCaseWritable(caller, await findCase(tx, caseId, { forUpdate: true }));
    const [lot] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.caseId, kase.id)).limit(1);
    if (lot) throw conflict(CASE_MESSAGES.cannotDeleteWithLots);
    await tx.delete(cases).where(eq(cases.id, kase.id));
    await logActivity(tx, {
      companyId: kase.companyId,
      userId: caller.id,
      title: 'Case deleted',
      body: `Case ${kase.caseNumber} (${kase.county}) was permanently deleted by ${caller.userName}.`,
    });
    return { id: String(kase.id) };
  });
}
