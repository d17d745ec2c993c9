import {
  creditBidStatus,
  isBeforeCreditBidDeadline,
  type TCreditBidHistoryEntry,
  type TLotCreditBid,
  toDollars,
} from '@bidright/domain';
import type { AuthUser } from '../../http/access-token';
import type { TCreditBidLot, TCreditBidStanding, TCurrentEntry, THistoryRow } from './load-credit-bid';

const dollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

/**
 * A history step as the caller may read it. The confirmation is blind: an amount shows only once its
 * entry is confirmed, or to the person who typed it; a mismatch's typed amount is kept for the record and
 * never shown. The override's reason may speak of the amount, so it is as blind as the amount.
 */
function presentStep(step: THistoryRow, caller: AuthUser): TCreditBidHistoryEntry {
  const isVisible =
    step.action === 'Confirmed' ||
    (step.action === 'Entered' && (step.isEntryConfirmed || step.userId === caller.id));
  return {
    action: step.action,
    byName: step.byName,
    at: step.at.toISOString(),
    plaintiffDoesNotBid: isVisible ? step.plaintiffDoesNotBid : false,
    amount: isVisible ? dollars(step.amountCents) : null,
    overrideReason: step.action === 'Entered' && isVisible ? step.note : null,
  };
}

/** A lot's credit bid for the caller: status, deadline, what they may do, and the amount only when not blind. */
export function presentLotCreditBid(input: {
  lot: TCreditBidLot;
  entry: TCurrentEntry | null;
  history: THistoryRow[];
  caller: AuthUser;
  standing: TCreditBidStanding;
  now: Date;
}): TLotCreditBid {
  const { lot, entry, caller, standing, now } = input;
  const status = creditBidStatus(
    entry
      ? { plaintiffDoesNotBid: entry.plaintiffDoesNotBid, isConfirmed: entry.confirmedAt !== null }
      : null,
  );
  const isOnTime = lot.deadline !== null && isBeforeCreditBidDeadline({ deadline: lot.deadline, now });
  const isOpen = lot.isRequired && !lot.hasStarted;
  const isAmountVisible = entry !== null && (entry.confirmedAt !== null || entry.enteredBy === caller.id);
  return {
    lotId: String(lot.lotId),
    lotNumber: lot.lotNumber,
    caseId: String(lot.caseId),
    caseNumber: lot.caseNumber,
    isRequired: lot.isRequired,
    status,
    deadline: lot.deadline?.toISOString() ?? null,
    isDeadlinePassed: lot.deadline !== null && !isOnTime,
    timeZone: lot.timeZone,
    judgmentAmount: dollars(lot.judgmentCents),
    minSharePercent: lot.minSharePercent,
    amount: isAmountVisible ? dollars(entry.amountCents) : null,
    // The reason may speak of the amount: blind as the amount is.
    overrideReason: isAmountVisible ? entry.overrideReason : null,
    enteredByName: entry?.enteredByName ?? null,
    enteredAt: entry?.enteredAt.toISOString() ?? null,
    confirmedByName: entry?.confirmedByName ?? null,
    confirmedAt: entry?.confirmedAt?.toISOString() ?? null,
    hasStarted: lot.hasStarted,
    canEnter: isOpen && isOnTime && standing === 'firm',
    canConfirm:
      isOpen &&
      status === 'AwaitingConfirmation' &&
      entry?.enteredBy !== caller.id &&
      (standing === 'firm' || standing === 'host'),
    history: input.history.map((step) => presentStep(step, caller)),
  };
}
