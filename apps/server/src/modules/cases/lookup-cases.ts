import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { findSameNumberCases } from './check-case-fields';

/**
 * GET /api/cases/lookup/{caseNumber}/{county}: the company's cases with that number in that county, so
 * the case form can warn before saving. An empty list means 'No duplicates!'.
 */
export async function lookupCases(db: Db, caller: AuthUser, caseNumber: string, county: string) {
  if (caller.companyId === null) throw forbidden();
  const rows = await findSameNumberCases(db, caller.companyId, caseNumber, county);
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}
