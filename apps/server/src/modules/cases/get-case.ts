import {
  caseCanEdit,
  caseProgressStep,
  combinedLotStatus,
  type TCaseDetail,
  type TLotView,
} from '@bidright/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, caseNotes, clients, companies, lots } from '../../db/schema/index';
import type { AuthUser } from '../auth/access-token';
import { loadLotViews } from '../lots/presenter';
import { availableCaseTransitions } from './case-transitions';
import { assertCaseReadable, findCase } from './load-case';

/** The case's lots, oldest first, each as the full lot view (winner, payments, deed delivery…). */
async function loadCaseLots(db: Db, caseId: number, now: Date): Promise<TLotView[]> {
  const rows = await db
    .select({ id: lots.id })
    .from(lots)
    .where(eq(lots.caseId, caseId))
    .orderBy(asc(lots.id));
  return loadLotViews(
    db,
    rows.map((row) => row.id),
    now,
  );
}

/** GET /api/cases/{caseId}: the case detail page, with its server-computed status rules. */
export async function getCase(db: Db, caller: AuthUser, caseId: number): Promise<TCaseDetail> {
  const kase = await assertCaseReadable(db, caller, await findCase(db, caseId));
  const now = new Date();
  const [firm] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, kase.clientId));
  const [host] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, kase.companyId));
  const [attorney] =
    kase.attorneyId === null
      ? []
      : await db
          .select({ firstName: attorneys.firstName, lastName: attorneys.lastName })
          .from(attorneys)
          .where(eq(attorneys.id, kase.attorneyId));
  const caseLots = await loadCaseLots(db, kase.id, now);
  const [notes] = await db.select({ n: count() }).from(caseNotes).where(eq(caseNotes.caseId, kase.id));
  const combined = combinedLotStatus(caseLots.map((lot) => lot.lotStatus));
  const rules = { caseStatus: kase.caseStatus, combinedLotStatus: combined };
  // Clients and admins only read: for them nothing is editable and no status change is offered.
  const isOwnStaff = caller.role === 'Auctioneer' || caller.role === 'Employee';
  return {
    id: String(kase.id),
    caseNumber: kase.caseNumber,
    county: kase.county,
    fileNumber: kase.fileNumber,
    clientId: String(kase.clientId),
    attorneyId: kase.attorneyId === null ? null : String(kase.attorneyId),
    attorneyName: attorney ? `${attorney.firstName} ${attorney.lastName}`.trim() : null,
    caseStatus: kase.caseStatus,
    caseFirmName: firm?.name ?? '',
    country: kase.country,
    companyId: String(kase.companyId),
    createdDate: kase.createdAt.toISOString(),
    timeZone: host?.timeZone ?? 'America/Chicago',
    canEdit: isOwnStaff && caseCanEdit(rules),
    lotsCombinedStatus: combined,
    progressStep: caseProgressStep(rules),
    availableActions: isOwnStaff ? availableCaseTransitions(rules) : [],
    lots: caseLots,
    // Documents have their own call: POST /api/documents/list/{caseId}.
    documents: [],
    notesCount: Number(notes?.n ?? 0),
  };
}
