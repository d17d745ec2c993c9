import { formatUsd, isWholeDollars, minimumNextBid, toCents } from '@bidright/domain';
import { badRequest, conflict, type HttpError } from '../../errors';
import type { CommittedEvent } from '../events';
import { LiveEvent } from '../messages';

/** What this process knows of one open lot, from its own bids and the events it has heard. */
interface KnownLot {
  auctionId: number;
  /** The highest committed bid this process knows of. The true high bid is at least this. */
  highCents: number;
  /** How many bids the lot had then (rises with the high bid). */
  bidCount: number;
  /**
   * The high bid just before it, for the "lost a race" answer: null when it was the first bid, undefined
   * when this process did not see it (then the transaction decides).
   */
  previousHighCents: number | null | undefined;
  /** users.id of the high bidder, when an event told; they get "already the highest bidder" from the transaction. */
  highBidderUserId: number | undefined;
  openingPriceCents: number;
  incrementCents: number;
  /** The seq the increment was read at: only a later event replaces it. */
  incrementSeq: number;
}

/** A lot's committed state as a bid transaction or an event shows it. */
export interface LotObservation {
  lotId: number;
  auctionId: number;
  seq: number;
  highCents: number | null;
  bidCount: number;
  highBidderUserId?: number;
  openingPriceCents: number;
  incrementCents: number;
}

/**
 * The committed high bid of each open lot as this process knows it, to refuse stale bids before they wait
 * in the per-lot queue. With a crowd, each accepted bid leaves dozens of bids that were priced from the
 * minimum just overtaken; each would wait its turn and run a transaction only to be refused.
 *
 * Why it is safe: a lot's high bid only ever rises (only an accepted bid writes it, and a bid must exceed
 * it), so whatever this process last saw of it, from any source and in any order, is at or below the truth.
 * A bid at or below a high bid that is already committed can never be accepted, so refusing it without a
 * transaction answers exactly what the transaction would have (409 with the minimum when it was enough
 * before the latest bid, else 400). Bids above the known high bid go to the queue as before; the row lock
 * still decides. The minimum quoted in the answer uses the last increment seen, so it is the one the
 * bidder's next attempt is checked against unless staff changed the increment a moment ago.
 */
export class KnownLotMinimums {
  private readonly lots = new Map<number, KnownLot>();

  /** Records what a bid transaction read under the row lock, or the state it committed. */
  observe(state: LotObservation) {
    const known = this.lots.get(state.lotId);
    if (!known) {
      if (state.highCents === null || state.bidCount === 0) return;
      this.lots.set(state.lotId, {
        auctionId: state.auctionId,
        highCents: state.highCents,
        bidCount: state.bidCount,
        previousHighCents: state.bidCount === 1 ? null : undefined,
        highBidderUserId: state.highBidderUserId,
        openingPriceCents: state.openingPriceCents,
        incrementCents: state.incrementCents,
        incrementSeq: state.seq,
      });
      return;
    }
    if (state.highCents !== null && state.bidCount > known.bidCount) {
      known.previousHighCents = state.bidCount === known.bidCount + 1 ? known.highCents : undefined;
      known.highCents = state.highCents;
      known.bidCount = state.bidCount;
      known.highBidderUserId = state.highBidderUserId;
    }
    if (state.seq > known.incrementSeq) {
      known.incrementCents = state.incrementCents;
      known.incrementSeq = state.seq;
    }
  }

  /** The lot closed (or is gone): its bids go through the transaction, which answers why. */
  forget(lotId: number) {
    this.lots.delete(lotId);
  }

  /**
   * Keeps up with events of the lots it knows (other processes' bids, increment changes, closes). Events of
   * other lots are not read, so a process that never takes bids for a lot never decodes its events here.
   */
  onEvent(event: CommittedEvent) {
    const known = this.lots.get(event.lotId);
    if (!known) return;
    const { message } = event;
    if (message.event === LiveEvent.LOT_STOPPED) {
      this.forget(event.lotId);
      return;
    }
    if (message.event === LiveEvent.BID_PLACED && message.lot) {
      this.observe({
        lotId: event.lotId,
        auctionId: known.auctionId,
        seq: event.seq,
        highCents: toCents(message.lot.highBid),
        bidCount: message.lot.bidCount,
        highBidderUserId: message.bidder?.id ? Number(message.bidder.id) : undefined,
        openingPriceCents: known.openingPriceCents,
        incrementCents:
          message.minBidIncrements > 0 ? toCents(message.minBidIncrements) : known.incrementCents,
      });
    } else if (message.event === LiveEvent.BID_INC_CHANGED && message.minBidIncrements > 0) {
      this.observe({
        lotId: event.lotId,
        auctionId: known.auctionId,
        seq: event.seq,
        highCents: null,
        bidCount: known.bidCount,
        openingPriceCents: known.openingPriceCents,
        incrementCents: toCents(message.minBidIncrements),
      });
    }
  }

  /**
   * The refusal for a bid that can no longer win (at or below the known high bid), or null when the
   * transaction must decide. Whole-dollar and auction checks come first, as in the transaction.
   */
  refusal(input: {
    lotId: number;
    auctionId?: number;
    bidderUserId: number;
    amountCents: number;
  }): HttpError | null {
    const known = this.lots.get(input.lotId);
    if (!known || input.amountCents > known.highCents || known.previousHighCents === undefined) return null;
    if (known.highBidderUserId === undefined || known.highBidderUserId === input.bidderUserId) return null;
    if (!isWholeDollars(input.amountCents)) return null;
    if (input.auctionId !== undefined && input.auctionId !== known.auctionId) return null;
    const minimum = (highBidCents: number | null) =>
      minimumNextBid({
        highBidCents,
        openingPriceCents: known.openingPriceCents,
        minIncrementCents: known.incrementCents,
      });
    const now = minimum(known.highCents);
    // As the transaction's lostRace: enough before the latest bid means it lost a race.
    if (input.amountCents >= minimum(known.previousHighCents)) {
      return conflict(`Another bid was placed first. The minimum bid is now ${formatUsd(now)}.`);
    }
    const message = `The minimum bid is ${formatUsd(now)}.`;
    return badRequest(message, { amount: message });
  }
}
