import { CASE_MESSAGES, caseCanEdit, combinedLotStatus, type TCaseBody, toCents } from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { cases } from '../../db/schema/index';
import { conflict } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { checkCaseFields } from './check-case-fields';
import { assertCaseWritable, findCase, lotStatusesOf } from './load-case';

/** PUT /api/cases/{caseId}: the case form, only while the case can be edited (canEdit). */
export async function updateCase(
  db: Db,
  caller: AuthUser,
  caseId: number,
  body: TCaseBody,
): Promise<{ id: string }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const kase = assertCaseWritable(caller, await findCase(tx, caseId, { forUpdate: true }));
    const combined = combinedLotStatus(await lotStatusesOf(tx, kase.id));
    if (!caseCanEdit({ caseStatus: kase.caseStatus, combinedLotStatus: combined }))
      throw conflict(CASE_MESSAGES.cannotEdit);
    await checkCaseFields(tx, kase.companyId, body, kase.id);
    await tx
      .update(cases)
      .set({
        clientId: body.clientId,
        attorneyId: body.attorneyId ?? null,
        caseNumber: body.caseNumber,
        county: body.county,
        fileNumber: body.fileNumber,
        // Absent: as it was (the spec's form has no judgment); null clears it.
        ...(body.judgmentAmount === undefined
          ? {}
          : { judgmentCents: body.judgmentAmount === null ? null : toCents(body.judgmentAmount) }),
        updatedAt: sql`now()`,
      })
      .where(eq(cases.id, kase.id));
    await logActivity(tx, {
      companyId: kase.companyId,
      caseId: kase.id,
      userId: caller.id,
      title: 'Case updated',
      body: `Case ${body.caseNumber} was updated by ${caller.userName}.`,
    });
    return { id: String(kase.id) };
  });
}
