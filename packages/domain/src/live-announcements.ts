import { formatHostDateTime } from './lot-rules';
import { formatUsd } from './money';

/*
 * What the live auction says to a screen reader (issue 33, ADR 0025). One place owns the wording; the web's
 * announcer (apps/web/src/lib/live-announcer.ts) owns when and how loud. Amounts are integer cents.
 */

/** The bidder's "Announce bids" switch: every bid, only news about the bidder's own bids, or none. */
export const ANNOUNCE_BIDS_CHOICES = ['all', 'mine', 'off'] as const;
export type TAnnounceBids = (typeof ANNOUNCE_BIDS_CHOICES)[number];
export const ANNOUNCE_BIDS_LABELS: Record<TAnnounceBids, string> = {
  all: 'All',
  mine: 'Mine only',
  off: 'Off',
};
export const ANNOUNCE_BIDS_TITLE = 'Announce bids';

/** Seconds left at which a running lot clock is read out once each (the clock itself stays silent). */
export const CLOCK_MILESTONE_SECONDS = [300, 60, 30] as const;
/** The stop alert's read-out: this many seconds before the close, then `CLOSING_FIVE_AT`, then going, going. */
export const CLOSING_ANNOUNCE_AT = 10;
export const CLOSING_FIVE_AT = 5;
export const GOING_GOING_AT = 2;

/** The time a lot's bidding now ends, on the host's clock: "2:41 PM". */
export function hostClockTime(iso: string, timeZone: string | null | undefined): string {
  const text = formatHostDateTime(iso, timeZone, { withZone: false });
  return text === '—' ? text : text.slice(text.indexOf(' ') + 1);
}

/**
 * The staff views (control room, room/TV view) name the lot when more than one lot can speak; a bidder's
 * own lot page does not.
 */
function onLot(text: string, lotLabel?: string): string {
  return lotLabel ? `${lotLabel}: ${text}` : text;
}

export const LIVE_ANNOUNCEMENTS = {
  /** The polite region's line: the latest price and who leads ("New high bid $152,000, paddle 104"). */
  newHighBid: (cents: number, paddle?: number | null, lotLabel?: string) =>
    onLot(
      paddle == null
        ? `New high bid ${formatUsd(cents)}`
        : `New high bid ${formatUsd(cents)}, paddle ${paddle}`,
      lotLabel,
    ),
  /** The bidder's own bid took the lead. */
  yourBidLeads: (cents: number) => `Your bid of ${formatUsd(cents)} is the high bid`,
  /** Assertive: someone else bid over the bidder. */
  outbid: (cents: number) => `You have been outbid, new high ${formatUsd(cents)}`,
  /** Assertive: a bid near the end moved the close. */
  extended: (clock: string, lotLabel?: string) => onLot(`Bidding extended to ${clock}`, lotLabel),
  /** Assertive, once each, from the stop alert. */
  closingIn10: (lotLabel?: string) => onLot('Closing in 10 seconds', lotLabel),
  closingIn5: (lotLabel?: string) => onLot('5', lotLabel),
  goingGoing: (lotLabel?: string) => onLot('going, going', lotLabel),
  /** Assertive: the hammer. */
  sold: (paddle: number, cents: number, lotLabel?: string) =>
    onLot(`Sold to paddle ${paddle} for ${formatUsd(cents)}`, lotLabel),
  soldToPlaintiff: (lotLabel?: string) => onLot('Sold to the plaintiff', lotLabel),
  youWon: () => 'You won',
  closedUnsold: (lotLabel?: string) => onLot('Lot closed without a winning bid', lotLabel),
  /** Polite milestones of the silent clock. */
  timeLeft: (seconds: number, lotLabel?: string) =>
    onLot(
      seconds >= 60 ? `${seconds / 60} minute${seconds === 60 ? '' : 's'} left` : `${seconds} seconds left`,
      lotLabel,
    ),
  /** Staff wording: the control room hears a lot open and a stop alert begin. */
  biddingOpen: (lotLabel?: string) => onLot('Bidding is open', lotLabel),
} as const;
