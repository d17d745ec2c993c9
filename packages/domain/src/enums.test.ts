import { describe, expect, it } from 'vitest';
import {
  AUCTION_TYPE_LABELS,
  CASE_PROGRESS_STEPS,
  LOT_STATUS_LABELS,
  LOT_STATUSES,
  lotStatusLabel,
  PRE_REGISTER_AMOUNT,
  SPECTATE_AMOUNT,
} from './enums';
import {
  ZAuctionStartType,
  ZAuctionStatus,
  ZAuctionType,
  ZBidderOutcome,
  ZCaseStatus,
  ZJoinType,
  ZLotStatus,
  ZParticipationMode,
} from './schemas/enums';

describe('enums', () => {
  it('lists lot statuses in precedence order', () => {
    expect(LOT_STATUSES).toEqual([
      'Draft',
      'Listed',
      'PendingTransaction',
      'CompleteTransaction',
      'DeedReady',
      'DeedIssued',
      'PaymentRefunded',
      'Cancelled',
    ]);
  });
  it('labels every lot status, with the spec display names', () => {
    for (const s of LOT_STATUSES) expect(LOT_STATUS_LABELS[s]).toBeTruthy();
    expect(LOT_STATUS_LABELS.Listed).toBe('Published');
    expect(LOT_STATUS_LABELS.PendingTransaction).toBe('Awaiting Payoff');
  });
  it('shows Postponed only for a postponed Listed lot', () => {
    expect(lotStatusLabel('Listed', { isPostponed: true })).toBe('Postponed');
    expect(lotStatusLabel('Listed')).toBe('Published');
    expect(lotStatusLabel('Draft', { isPostponed: true })).toBe('Draft');
  });
  it('parses wire values and rejects others', () => {
    expect(ZLotStatus.parse('DeedIssued')).toBe('DeedIssued');
    expect(ZLotStatus.safeParse('Published').success).toBe(false);
    expect(ZCaseStatus.parse('WaitingCourtHouse')).toBe('WaitingCourtHouse');
    expect(ZAuctionType.options).toEqual(['Online', 'InPerson', 'Hybrid']);
    expect(ZAuctionStartType.options).toEqual(['Manual', 'Auto']);
    expect(ZAuctionStatus.options).toEqual(['Upcoming', 'Live', 'Completed', 'Cancelled']);
    expect(ZBidderOutcome.options).toEqual(['Ongoing', 'Winner', 'NotWinner']);
    expect(ZJoinType.options).toEqual(['ONLINE', 'INPERSON']);
    expect(ZJoinType.safeParse('online').success).toBe(false);
    expect(ZParticipationMode.options).toEqual(['PreRegistered', 'Spectating', 'Active']);
  });
  it('has the progress steps and auction type labels', () => {
    expect(CASE_PROGRESS_STEPS).toEqual(['New', 'Listed', 'PostAuction', 'Court', 'DeedReady', 'Closed']);
    expect(AUCTION_TYPE_LABELS.InPerson).toBe('In Person');
  });
  it('keeps the special wire amounts', () => {
    expect(PRE_REGISTER_AMOUNT).toBe(-1);
    expect(SPECTATE_AMOUNT).toBe(0);
  });
});
