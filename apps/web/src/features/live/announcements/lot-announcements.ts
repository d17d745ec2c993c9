import {
  CLOCK_MILESTONE_SECONDS,
  CLOSING_ANNOUNCE_AT,
  CLOSING_FIVE_AT,
  GOING_GOING_AT,
  hostClockTime,
  LIVE_ANNOUNCEMENTS as SAY,
  toCents,
} from '@bidright/domain';
import type { TAnnounceOptions } from '../../../lib/live-announcer';
import type { TLotPhase } from '../clock/lot-phase';

/**
 * What a live screen knows of a lot at one moment, in the few fields its announcements need. Each screen
 * (bidder lot page, control room, room view) builds one from its own lot shape.
 */
export interface TAnnouncedLot {
  phase: TLotPhase;
  /** The close time after any extension (ISO); null when none is set. */
  stopTime: string | null;
  timeZone: string | null | undefined;
  /** Bids placed so far: a bid list that arrives late for a lot with bids is no news. */
  bidCount: number;
  /** The high bid (dollars); `mine` when the listener placed it. */
  top: { id: string; amount: number; paddle: number | null; mine: boolean; byMaximum?: boolean } | null;
  /** The sale once known: the winning paddle and amount (dollars), or the plaintiff. */
  sale: { paddle: number | null; amount: number | null; plaintiff: boolean; mine: boolean } | null;
}

/**
 * A bidder hears about their own bids (with the lot's name when it is not the page's lot: a joined lot
 * followed beside it); staff (control room, room view) hear lot-labelled news.
 */
export type TAnnounceAudience = { kind: 'bidder'; lotLabel?: string } | { kind: 'staff'; lotLabel: string };

export type TLotAnnouncement = { text: string; options: Omit<TAnnounceOptions, 'lotId'> };

/** The lowest of `marks` that `before` was above and `after` is at or below, if any. */
function crossed(marks: readonly number[], before: number, after: number): number | null {
  let lowest: number | null = null;
  for (const mark of marks)
    if (before > mark && after <= mark) lowest = lowest === null ? mark : Math.min(lowest, mark);
  return lowest;
}

const stopAlertOf = (phase: TLotPhase) => (phase.kind === 'open' ? phase.stopAlertSeconds : null);
const endsInOf = (phase: TLotPhase) => (phase.kind === 'open' ? phase.endsInMs : null);

/**
 * The announcements a lot's change from `before` to `after` makes (ADR 0025). Nothing on the first look
 * (`before` undefined): a page opened mid-auction reads its figures, not a burst of old news.
 */
export function lotAnnouncements(
  before: TAnnouncedLot | undefined,
  after: TAnnouncedLot,
  audience: TAnnounceAudience,
): TLotAnnouncement[] {
  if (!before) return [];
  const said = newsOf(before, after, audience);
  const otherLot = audience.kind === 'bidder' ? audience.lotLabel : undefined;
  return otherLot ? said.map((a) => ({ ...a, text: `${otherLot}: ${a.text}` })) : said;
}

function newsOf(
  before: TAnnouncedLot,
  after: TAnnouncedLot,
  audience: TAnnounceAudience,
): TLotAnnouncement[] {
  const said: TLotAnnouncement[] = [];
  const label = audience.kind === 'staff' ? audience.lotLabel : undefined;
  const bidder = audience.kind === 'bidder';
  const lotNews = (text: string, priority: 'polite' | 'assertive') =>
    said.push({ text, options: { priority, topic: 'lot' } });

  const wasOpen = before.phase.kind === 'open';
  if (!wasOpen && after.phase.kind === 'open' && before.phase.kind !== 'pending')
    lotNews(SAY.biddingOpen(label), 'polite');

  // A new high bid: the bidder's own lead, their being outbid, or someone else's bid.
  const top = after.top;
  // A list arriving late for a lot that already had bids is no news. The count is not required to rise
  // with the list: the screens read the two from different stores that may render a moment apart.
  const lateList = !before.top && before.bidCount > 0;
  if (top && top.id !== before.top?.id && !lateList) {
    const cents = toCents(top.amount);
    if (bidder && top.mine) {
      // A bid placed by the bidder's maximum has its own notice (issue 32).
      if (!top.byMaximum)
        said.push({ text: SAY.yourBidLeads(cents), options: { priority: 'polite', mine: true } });
    } else if (bidder && before.top?.mine) {
      said.push({ text: SAY.outbid(cents), options: { priority: 'assertive', mine: true } });
    } else {
      said.push({ text: SAY.newHighBid(cents, top.paddle, label), options: { priority: 'polite' } });
    }
  }

  // A bid near the end moved the close.
  if (
    after.phase.kind === 'open' &&
    before.stopTime &&
    after.stopTime &&
    Date.parse(after.stopTime) > Date.parse(before.stopTime)
  ) {
    lotNews(SAY.extended(hostClockTime(after.stopTime, after.timeZone), label), 'assertive');
  }

  // The stop alert: "Closing in 10 seconds" once, then "5", then "going, going". An alert shown again
  // (a manual stop refused by a late bid) counts from the top again.
  const alertAfter = stopAlertOf(after.phase);
  if (alertAfter !== null) {
    const alertBefore = stopAlertOf(before.phase);
    const from = alertBefore === null || alertAfter > alertBefore ? Number.POSITIVE_INFINITY : alertBefore;
    const mark = crossed([CLOSING_ANNOUNCE_AT + 0.5, CLOSING_FIVE_AT, GOING_GOING_AT], from, alertAfter);
    if (mark === GOING_GOING_AT) lotNews(SAY.goingGoing(label), 'assertive');
    else if (mark === CLOSING_FIVE_AT) lotNews(SAY.closingIn5(label), 'assertive');
    else if (mark !== null) lotNews(SAY.closingIn10(label), 'assertive');
  } else {
    // The silent clock's milestones: 5 minutes, 1 minute, 30 seconds left.
    const leftBefore = endsInOf(before.phase);
    const leftAfter = endsInOf(after.phase);
    if (leftBefore !== null && leftAfter !== null) {
      const mark = crossed(CLOCK_MILESTONE_SECONDS, leftBefore / 1000, leftAfter / 1000);
      if (mark !== null) lotNews(SAY.timeLeft(mark, label), 'polite');
    }
  }

  // The hammer, once the sale is known (a stopped lot with bids waits for its winner).
  const outcome = outcomeOf(after);
  if ((outcome === 'sold' || outcome === 'unsold') && outcome !== outcomeOf(before)) {
    const sale = after.sale;
    if (!sale) lotNews(SAY.closedUnsold(label), 'assertive');
    else if (bidder && sale.mine)
      said.push({ text: SAY.youWon(), options: { priority: 'assertive', topic: 'lot' } });
    else if (sale.plaintiff || sale.paddle === null) lotNews(SAY.soldToPlaintiff(label), 'assertive');
    else lotNews(SAY.sold(sale.paddle, toCents(sale.amount ?? 0), label), 'assertive');
  }
  return said;
}

/** Whether a lot's outcome can be told yet: open, closed and sold, closed unsold, or closed awaiting its sale. */
function outcomeOf(lot: TAnnouncedLot): 'open' | 'sold' | 'unsold' | 'waiting' {
  if (lot.phase.kind !== 'closed') return 'open';
  if (lot.sale) return 'sold';
  return lot.top ? 'waiting' : 'unsold';
}
