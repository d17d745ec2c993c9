import { CASE_MESSAGES, type TCaseBody } from '@bidright/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, cases, clientCompanies, clients } from '../../db/schema/index';
import { badRequest, conflict } from '../../errors';

/** Case number and county compare trimmed and case-insensitively. */
const sameCaseNumber = (caseNumber: string, county: string) =>
  and(
    sql`lower(trim(${cases.caseNumber})) = lower(trim(${caseNumber}))`,
    sql`lower(trim(${cases.county})) = lower(trim(${county}))`,
  );

/** Cases of a company with this case number in this county (the duplicate lookup). */
export async function findSameNumberCases(
  db: Db,
  companyId: number,
  caseNumber: string,
  county: string,
  exceptCaseId?: number,
) {
  return db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      county: cases.county,
      fileNumber: cases.fileNumber,
      firmName: clients.name,
      caseStatus: cases.caseStatus,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .where(
      and(
        eq(cases.companyId, companyId),
        sameCaseNumber(caseNumber, county),
        exceptCaseId === undefined ? undefined : ne(cases.id, exceptCaseId),
      ),
    )
    .orderBy(cases.id);
}

/**
 * The rules of the case form beyond its schema, inside the saving transaction: the client is linked to
 * the company, the attorney is one of the client's, and no other case of the company has the same
 * case number in the same county. A transaction lock on the number keeps two saves from both passing.
 */
export async function checkCaseFields(tx: Db, companyId: number, body: TCaseBody, exceptCaseId?: number) {
  const [link] = await tx
    .select({ clientId: clientCompanies.clientId })
    .from(clientCompanies)
    .innerJoin(clients, eq(clients.id, clientCompanies.clientId))
    .where(
      and(
        eq(clientCompanies.clientId, body.clientId),
        eq(clientCompanies.companyId, companyId),
        eq(clients.status, 'Active'),
      ),
    );
  if (!link) throw badRequest(CASE_MESSAGES.clientNotLinked, { clientId: CASE_MESSAGES.clientNotLinked });
  if (body.attorneyId !== undefined) {
    const [attorney] = await tx
      .select({ id: attorneys.id })
      .from(attorneys)
      .where(and(eq(attorneys.id, body.attorneyId), eq(attorneys.clientId, body.clientId)));
    if (!attorney)
      throw badRequest(CASE_MESSAGES.attorneyNotOfClient, { attorneyId: CASE_MESSAGES.attorneyNotOfClient });
  }
  const key = `case:${companyId}:${body.caseNumber.trim().toLowerCase()}:${body.county.trim().toLowerCase()}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
  const duplicates = await findSameNumberCases(tx, companyId, body.caseNumber, body.county, exceptCaseId);
  if (duplicates.length > 0)
    throw conflict(`A case with number ${body.caseNumber} in ${body.county} county already exists!`);
}
