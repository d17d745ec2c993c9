import { z } from 'zod';

/**
 * The live stream's vocabulary (spec part 1 §3–§4, §9; DESIGN "The live core"). Codes are the spec's
 * numeric codes and must never be renumbered: they are the proto enum values too.
 */

/** Live event codes carried in `AuctionMessage.event`. */
export const LiveEvent = {
  Connect: 0,
  BidderJoined: 1,
  BidderLeft: 2,
  LotStarted: 3,
  BidPlaced: 4,
  LotStopped: 5,
  LotStopping: 6,
  StoppingCancelled: 7,
  ChangeAmount: 8,
  Error: 9,
  Disconnect: 10,
  Kick: 11,
  BidPrior: 12,
  Pong: 13,
  BidIncChanged: 14,
  /** The outage policy (ADR 0077): staff paused the lot's sale. */
  SalePaused: 15,
  /** The sale resumed after a pause or an outage; the lot's close may have moved. */
  SaleResumed: 16,
} as const;
export type TLiveEvent = (typeof LiveEvent)[keyof typeof LiveEvent];
export type TLiveEventName = keyof typeof LiveEvent;
export const ZLiveEvent = z.enum(LiveEvent);

/** Name of a live event code, for logs (`liveEventName(4)` → 'BidPlaced'). */
export function liveEventName(code: number): TLiveEventName | undefined {
  return (Object.keys(LiveEvent) as TLiveEventName[]).find((name) => LiveEvent[name] === code);
}

/** Role a client subscribes with. Auctioneer mode gives Auctioneer, the room view Presenter. */
export const SubscriberRole = { Bidder: 0, Auctioneer: 1, Presenter: 2 } as const;
export type TSubscriberRole = (typeof SubscriberRole)[keyof typeof SubscriberRole];
export const ZSubscriberRole = z.enum(SubscriberRole);

// ---- Constants (spec part 1 §9) ----

/** Length of the stop alert countdown an auctioneer sends before stopping a manual lot. */
export const STOP_ALERT_SECONDS = 10;
/** A manual stop proceeds only when the last bid is older than this; otherwise the stop alert is shown again. */
export const BID_TIME_THRESHOLD_SECONDS = 10;
/** Room view: the winner modal advances to the next lot after this countdown. */
export const NEXT_LOT_COUNTDOWN_SECONDS = 15;
/** Bidder page: how long the "a different Listed lot is in front" notice offers to switch. */
export const FRONT_LOT_NOTICE_SECONDS = 20;
/** Wait after the stopping countdown ends before fetching the last bid time. */
export const LAST_BID_CHECK_DELAY_MS = 1000;
/** Bidder streams reconnect after this delay when the stream is lost. */
export const STREAM_RECONNECT_DELAY_MS = 1000;
/** Quick-bid button steps, in DOLLARS. */
export const QUICK_BID_STEPS = [100, 500, 1000] as const;
/** At most this many mini lot windows are open at once on the bidder page. */
export const MAX_MINI_LOT_WINDOWS = 2;
/** Bidder search (add bidder in person) needs at least this many characters. */
export const BIDDER_SEARCH_MIN_CHARS = 3;
/** Bidder search results page size. */
export const BIDDER_SEARCH_PAGE_SIZE = 5;
/** Search inputs wait this long after typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Whether the stop-alert countdown is visible: only while 1 to 10 seconds remain (spec part 1 §4).
 * Manual lots also show 0 as the final tick; auto lots count down to 1.
 */
export function isStopAlertVisible(remainingSeconds: number, startType: 'Manual' | 'Auto'): boolean {
  const lowest = startType === 'Manual' ? 0 : 1;
  return remainingSeconds >= lowest && remainingSeconds <= STOP_ALERT_SECONDS;
}

/** Texts of the live area (spec part 1 §4, §8). */
export const LIVE_MESSAGES = {
  minIncrementChanged: 'Minimum increment changed to {amount}.',
  timerExtended: 'Auction has been extended by {n} minute(s)!',
  lotCancelled: 'Lot has been cancelled!',
  lotClosed: 'LOT IS CLOSED!',
  auctionEndingPending: 'Auction ending, pending final confirmation!',
  auctionEnded: 'Auction has ended!',
  auctionStartingSoon: 'Auction is starting soon...',
  duplicateConnectionTitle: 'Disconnected - Duplicate Connection',
  duplicateConnectionDefault: 'Connection from a mobile device.',
  joinFailed: 'Error occured while joining!',
  balanceRefreshFailed: 'Error occured while refreshing the balance!',
  refreshAndRetry: 'Please refresh the page and try again!',
  streamUrlMissing: 'URL is not found!',
  noBidsFound: 'No bids found!',
  joined: 'Successfully joined the auction!',
  preRegistered: 'Successfully pre-registered to the auction!',
  left: 'Successfully left the auction!',
  lockedBalanceUpdated: 'Successfully updated the locked balance!',
  removeBidderFailed: 'Could not remove the bidder!',
  addBidderFailed: 'Error occured while adding the bidder!',
  lotNotFound: 'Lot is not found!',
  bidderNotFound: 'Bidder is not found!',
  cancelAlertFailed: 'Could not cancel the alert!',
  alertSent: 'Alert has been sent!',
  alertCancelled: 'Alert has been cancelled!',
  incrementUpdated: 'Successfully updated incremental amount.',
  staffBidPlaced: 'Successfully placed a bid for bidder!',
  bidderRemoved: 'Successfully removed the bidder!',
  bidderAdded: 'Successfully added the bidder to auction!',
  auctionCompleted: 'Auction Completed',
  noListedLots: 'Auction has no listed lots!',
  draftLots: 'Auction has one or more draft lots!',
  lotsOff: 'Something is off with the lots!',
  noBids: 'No Bids',
  noBidderFound: 'No Bidder Found!',
  noLots: 'No lots',
  insufficientDeposit: 'Insufficient Deposit',
  insufficientFunds: 'Insufficient Funds',
  bidAmountWrong: 'The bid amount is wrong!',
  bidderSearchTooShort: 'Please enter at least 3 characters to search.',
  bidderNotVerified: 'Your account is not verified.',
} as const;
