import { CASE_STATUS_LABELS, caseActions, type TCaseStatus, type TLotStatus } from '@bidright/domain';

/**
 * The case status changes of spec part 2 §4, from the domain's `caseActions`, plus the court's denial
 * (WaitingCourtHouse → Denied), which the spec lists as a status but offers no button for.
 */
export function availableCaseTransitions(input: {
  caseStatus: TCaseStatus;
  combinedLotStatus: TLotStatus | null;
}): TCaseStatus[] {
  const actions = caseActions(input);
  const result: TCaseStatus[] = [];
  if (actions.markPendingCourtApproval) result.push('WaitingCourtHouse');
  if (actions.markCourtApproved) result.push('Approved');
  if (input.caseStatus === 'WaitingCourtHouse') result.push('Denied');
  if (actions.markCompleted) result.push('Closed');
  if (actions.cancelCase) result.push('Cancelled');
  return result;
}

/** Why a change to `target` is refused now, in words the staff understand. */
export function refusedTransitionMessage(target: TCaseStatus, current: TCaseStatus): string {
  const label = CASE_STATUS_LABELS[current];
  switch (target) {
    case 'WaitingCourtHouse':
      return `The case can be marked as Pending Court Approval only when it is New and all its lots are Complete Transaction (it is ${label}).`;
    case 'Approved':
      return `The case can be marked as Court Approved only when it is Pending Court Approval (it is ${label}).`;
    case 'Denied':
      return `The case can be marked as Denied only when it is Pending Court Approval (it is ${label}).`;
    case 'Closed':
      return current === 'Closed'
        ? 'The case is already closed.'
        : 'The case can be marked as Completed only when its lots are Deed Issued.';
    case 'Cancelled':
      return current === 'Closed' || current === 'Cancelled'
        ? `A ${label.toLowerCase()} case cannot be cancelled.`
        : 'A case can be cancelled only once it has a lot past Draft.';
    case 'New':
      return 'A case cannot be changed back to New.';
  }
}
