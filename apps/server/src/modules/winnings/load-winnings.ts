import {
  type TSettlementSettings,
  type TWinningRecord,
  toCents,
  toDollars,
  winningStatus,
  wireFingerprint,
} from '@bidright/domain';
import { paymentSchedule } from '@bidright/domain/settlement-schedule';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cases, clients, companies, lots, properties } from '../../db/schema/index';
import { loadCaseDocuments } from '../documents/public';
import { loadLotViews, presentAddress } from '../lots/public';

/**
 * Winning records of lots (spec part 2 §3), in the order of `lotIds`; lots without a third-party winner
 * are left out. Built on the lot views of the management screens, so both show the same winner and dates.
 */
export async function loadWinningRecords(
  db: Db,
  lotIds: number[],
  settings: TSettlementSettings,
  now = new Date(),
): Promise<TWinningRecord[]> {
  const views = (await loadLotViews(db, lotIds, now)).filter(
    (view) => view.soldTo === 'ThirdParty' && view.winner,
  );
  if (views.length === 0) return [];
  const ids = views.map((view) => Number(view.id));
  const caseRows = await db
    .select({ lotId: lots.id, kase: cases, company: companies, firmName: clients.name })
    .from(lots)
    .innerJoin(cases, eq(cases.id, lots.caseId))
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .leftJoin(clients, eq(clients.id, cases.clientId))
    .where(inArray(lots.id, ids));
  const caseOf = new Map(caseRows.map((row) => [row.lotId, row]));
  const propertyRows = await db
    .select()
    .from(properties)
    .where(inArray(properties.lotId, ids))
    .orderBy(desc(properties.isPrimary), asc(properties.id));
  const caseIds = [...new Set(caseRows.map((row) => row.kase.id))];
  const caseDocuments = await loadCaseDocuments(db, caseIds, { visibleTo: 'bidder' });
  return views.map((view) => {
    const { kase, company, firmName } = caseOf.get(Number(view.id))!;
    const winner = view.winner!;
    const bidCents = toCents(winner.bidAmount);
    // The fee stored when the lot was won (ADR 0020), as on the host's lot page and in the reports.
    const feeCents = toCents(view.reliefFee);
    const winDate = view.winnerCreatedDate ?? view.stoppedTime ?? now.toISOString();
    const schedule = paymentSchedule({
      bidCents,
      requiredDownPercent: view.requiredDown,
      reliefFeeCents: feeCents,
      winDate,
      timeZone: company.timeZone,
      rule: settings.paymentDayRule,
      depositReceivedDate: view.depositReceivedDate,
      paymentReceivedDate: view.paymentReceivedDate,
      now,
    });
    return {
      id: view.id,
      lotId: view.id,
      lotNumber: view.lotNumber,
      status: winningStatus({ lotStatus: view.lotStatus, caseStatus: kase.caseStatus }),
      lotStatus: view.lotStatus,
      caseId: String(kase.id),
      caseNumber: kase.caseNumber,
      county: kase.county,
      caseFirmName: firmName ?? null,
      caseFileNumber: kase.fileNumber,
      requiredDown: view.requiredDown,
      winner: {
        ...winner,
        reliefFee: toDollars(feeCents),
        type: 'ThirdParty',
        county: null,
      },
      winnerCreatedDate: view.winnerCreatedDate,
      depositReceivedDate: view.depositReceivedDate,
      paymentReceivedDate: view.paymentReceivedDate,
      deedDelivery: view.deedDelivery,
      deedShippingAddress: view.deedShippingAddress,
      auctionHost: {
        name: company.name,
        // Only in the app, through the authorised stamped download (ADR 0070).
        wireInstructionsUrl: company.wireInstructionKey ? `/api/wireinstructions/${company.id}/file` : null,
        wireInstructionsFingerprint: company.wireInstructionSha256
          ? wireFingerprint(company.wireInstructionSha256)
          : null,
        phoneNumber: company.phoneNumber,
        supportEmail: company.supportEmail,
      },
      auction: view.auction
        ? {
            id: view.auction.id,
            startTime: view.auction.startTime,
            startedTime: view.startedTime,
            stoppedTime: view.stoppedTime,
          }
        : null,
      properties: propertyRows.filter((row) => row.lotId === Number(view.id)).map(presentAddress),
      documents: caseDocuments.filter((document) => document.caseId === String(kase.id)),
      payment: {
        depositAmount: toDollars(schedule.depositCents),
        remainingAmount: toDollars(schedule.remainingCents),
        reliefFee: toDollars(schedule.reliefFeeCents),
        totalAmount: toDollars(schedule.totalCents),
        depositDueDate: schedule.depositDueAt.toISOString(),
        balanceDueDate: schedule.balanceDueAt.toISOString(),
        isDepositPastDue: schedule.isDepositPastDue,
        isFullPaymentPastDue: schedule.isBalancePastDue,
        paymentDayRule: settings.paymentDayRule,
      },
      timeZone: company.timeZone,
    };
  });
}
