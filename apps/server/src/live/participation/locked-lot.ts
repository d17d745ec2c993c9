/** A lot and its auction, read under the lot row lock. */
export interface LockedLot {
  id: number;
  auctionId: number;
  caseId: number;
  companyId: number;
  lotStatus: string;
  startedTime: Date | null;
  stoppedTime: Date | null;
  requiredDown: number;
  highBidCents: number | null;
  /** auction_bidders.id of the current high bidder. */
  highBidderId: number | null;
  isAuctionCancelled: boolean;
  isAuctionFinished: boolean;
  /** The lot is in the practice sale (ADR 0076): real joins, deposits and adds refuse it. */
  isPractice: boolean;
}
