import {
  caseCanEdit,
  caseProgressStep,
  combinedLotStatus,
  type TCaseDetail,
  type TLotView,
  toDollars,
} from '@bidright/domain';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys, caseNotes, cases, clients, companies, lots } from '../../db/schema/index';
import type { AuthUser } from '../../http/access-token';
import { loadLotViews } from '../lots/public';
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
  // The firm, the host's time zone and the attorney's name in one read.
  const [names] = await db
    .select({
      firmName: clients.name,
      timeZone: companies.timeZone,
      attorneyFirstName: attorneys.firstName,
      attorneyLastName: attorneys.lastName,
    })
    .from(cases)
    .innerJoin(clients, eq(clients.id, cases.clientId))
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .leftJoin(attorneys, eq(attorneys.id, cases.attorneyId))
    .where(eq(cases.id, kase.id));
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
    attorneyName:
      names?.attorneyFirstName != null
        ? `${names.attorneyFirstName} ${names.attorneyLastName ?? ''}`.trim()
        : null,
    caseStatus: kase.caseStatus,
    caseFirmName: names?.firmName ?? '',
    judgmentAmount: kase.judgmentCents === null ? null : toDollars(kase.judgmentCents),
    country: kase.country,
    companyId: String(kase.companyId),
    createdDate: kase.createdAt.toISOString(),
    timeZone: names?.timeZone ?? 'America/Chicago',
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
