/**
 * Status and type enums shared by server and web, without zod: a page that shows a status's label does not
 * load the schema library for it. Their zod schemas (`ZLotStatus`, …) are in schemas/enums.ts. The string values are the wire values (spec part 1 §4,
 * part 2 §3–§4); display labels live beside them so every screen shows the same words.
 */

/** Lot statuses (spec part 2 §4). The order is the precedence order used for a case's combined status. */
export const LOT_STATUSES = [
  'Draft',
  'Listed',
  'PendingTransaction',
  'CompleteTransaction',
  'DeedReady',
  'DeedIssued',
  'PaymentRefunded',
  'Cancelled',
] as const;
export type TLotStatus = (typeof LOT_STATUSES)[number];

/** What users see for each lot status: 'Listed' is shown as 'Published', 'PendingTransaction' as 'Awaiting Payoff'. */
export const LOT_STATUS_LABELS: Record<TLotStatus, string> = {
  Draft: 'Draft',
  Listed: 'Published',
  PendingTransaction: 'Awaiting Payoff',
  CompleteTransaction: 'Complete Transaction',
  DeedReady: 'Deed Ready',
  DeedIssued: 'Deed Issued',
  PaymentRefunded: 'Payment Refunded',
  Cancelled: 'Cancelled',
};

/** Display-only statuses that are not stored lot statuses (spec part 1 §4 "Display labels also include …"). */
export const DISPLAY_ONLY_LABELS = {
  Postponed: 'Postponed',
  PostAuction: 'Post Auction',
  Court: 'Court',
} as const;

/**
 * The label of a lot's status. Postponed is a display status shown when the flag is set on a Listed lot
 * (part 2 §4); the stored status stays Listed so the lot keeps its place in the auction.
 */
export function lotStatusLabel(status: TLotStatus, options: { isPostponed?: boolean } = {}): string {
  if (options.isPostponed && status === 'Listed') return DISPLAY_ONLY_LABELS.Postponed;
  return LOT_STATUS_LABELS[status];
}

/** Case statuses (spec part 2 §4). */
export const CASE_STATUSES = [
  'New',
  'WaitingCourtHouse',
  'Approved',
  'Closed',
  'Cancelled',
  'Denied',
] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];

/** Labels follow the spec's action names ('Mark as Pending Court Approval', 'Mark as Court Approved'). */
export const CASE_STATUS_LABELS: Record<TCaseStatus, string> = {
  New: 'New',
  WaitingCourtHouse: 'Pending Court Approval',
  Approved: 'Court Approved',
  Closed: 'Closed',
  Cancelled: 'Cancelled',
  Denied: 'Denied',
};

/** Steps of the case progress bar (spec part 2 §4). */
export const CASE_PROGRESS_STEPS = ['New', 'Listed', 'PostAuction', 'Court', 'DeedReady', 'Closed'] as const;
export type TCaseProgressStep = (typeof CASE_PROGRESS_STEPS)[number];
export const CASE_PROGRESS_STEP_LABELS: Record<TCaseProgressStep, string> = {
  New: 'New',
  Listed: 'Listed',
  PostAuction: 'Post Auction',
  Court: 'Court',
  DeedReady: 'Deed Ready',
  Closed: 'Closed',
};

/** How an auction is held. */
export const AUCTION_TYPES = ['Online', 'InPerson', 'Hybrid'] as const;
export type TAuctionType = (typeof AUCTION_TYPES)[number];
export const AUCTION_TYPE_LABELS: Record<TAuctionType, string> = {
  Online: 'Online',
  InPerson: 'In Person',
  Hybrid: 'Hybrid',
};

/** Manual lots are started and stopped by the auctioneer; Auto lots run on the server's clock. */
export const AUCTION_START_TYPES = ['Manual', 'Auto'] as const;
export type TAuctionStartType = (typeof AUCTION_START_TYPES)[number];
export const AUCTION_START_TYPE_LABELS: Record<TAuctionStartType, string> = {
  Manual: 'Manual',
  Auto: 'Auto',
};

/** Auction list tabs / statuses. */
export const AUCTION_STATUSES = ['Upcoming', 'Live', 'Completed', 'Cancelled'] as const;
export type TAuctionStatus = (typeof AUCTION_STATUSES)[number];

/** A bidder's outcome on a lot: Ongoing until the lot stops, then Winner or NotWinner. */
export const BIDDER_OUTCOMES = ['Ongoing', 'Winner', 'NotWinner'] as const;
export type TBidderOutcome = (typeof BIDDER_OUTCOMES)[number];
/** What the current bidder reads of their outcome on a lot. */
export const BIDDER_OUTCOME_LABELS: Record<TBidderOutcome, string> = {
  Ongoing: 'Bidding',
  Winner: 'You won',
  NotWinner: 'Not won',
};

/** How a bidder joined: by themselves online, or added in person by staff. Upper case on the wire, as in the spec. */
export const JOIN_TYPES = ['ONLINE', 'INPERSON'] as const;
export type TJoinType = (typeof JOIN_TYPES)[number];
export const JOIN_TYPE_LABELS: Record<TJoinType, string> = {
  ONLINE: 'Online',
  INPERSON: 'In Person',
};

/**
 * A bidder's participation in a lot. It is not sent as such: the wire carries the locked amount,
 * where -1 means pre-registered and 0 means spectating (spec part 1 §4); see `modeForAmount`.
 */
export const PARTICIPATION_MODES = ['PreRegistered', 'Spectating', 'Active'] as const;
export type TParticipationMode = (typeof PARTICIPATION_MODES)[number];

/** Wire amount (dollars) meaning "pre-registered": registered before the lot starts, no funds locked. */
export const PRE_REGISTER_AMOUNT = -1;
/** Wire amount (dollars) meaning "spectating": watching the live lot, no funds locked. */
export const SPECTATE_AMOUNT = 0;

/**
 * The display label of an enum value that arrives typed as a plain string (an API field), from one of the
 * label maps above; a value the map does not know is shown as it came rather than hidden.
 */
export function enumLabel<K extends string>(
  labels: Record<K, string>,
  value: string | null | undefined,
): string {
  if (value == null || value === '') return '—';
  return Object.hasOwn(labels, value) ? labels[value as K] : value;
}
