import { type TCaseBody, toCents } from '@bidright/domain';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { checkCaseFields } from './check-case-fields';

/** POST /api/cases: a new case of the caller's company, status New. */
export async function createCase(db: Db, caller: AuthUser, body: TCaseBody): Promise<{ id: string }> {
  const companyId = caller.companyId;
  if (companyId === null) throw forbidden();
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await checkCaseFields(tx, companyId, body);
    const [created] = await tx
      .insert(cases)
      .values({
        companyId,
        clientId: body.clientId,
        attorneyId: body.attorneyId ?? null,
        caseNumber: body.caseNumber,
        county: body.county,
        fileNumber: body.fileNumber,
        judgmentCents: body.judgmentAmount == null ? null : toCents(body.judgmentAmount),
        createdBy: caller.id,
      })
      .returning({ id: cases.id });
    const id = created!.id;
    await logActivity(tx, {
      companyId,
      caseId: id,
      userId: caller.id,
      title: 'Case created',
      body: `Case ${body.caseNumber} was created by ${caller.userName}.`,
    });
    return { id: String(id) };
  });
}
